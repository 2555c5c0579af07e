/** A question as a reader asks it, and the page (or pages, when two answer it fully) that should be cited. */
export type LabelledQuestion = {question: string; expected: string | string[]};

/** Written by us from what developers and administrators ask about Strapi 5 and Strapi Cloud. */
export const QUESTIONS: LabelledQuestion[] = [
  // Content APIs
  {question: 'How do I populate relations with the REST API?', expected: '/cms/api/rest/populate-select'},
  {question: 'How can I filter entries whose title contains a word, ignoring case?', expected: '/cms/api/rest/filters'},
  {question: 'How do I sort and paginate REST results?', expected: '/cms/api/rest/sort-pagination'},
  {question: 'How do I get draft content from the REST API?', expected: '/cms/api/rest/status'},
  {question: 'How do I fetch content in a specific locale?', expected: '/cms/api/rest/locale'},
  {question: 'How do I connect and disconnect relations when updating an entry?', expected: '/cms/api/rest/relations'},
  {question: 'How do I upload a file with the REST API?', expected: '/cms/api/rest/upload'},
  {question: 'What does the Document Service findMany method return?', expected: '/cms/api/document-service'},
  {question: 'How do I publish a document from server code?', expected: ['/cms/api/document-service', '/cms/api/document-service/status']},
  {question: 'What is a documentId?', expected: '/cms/api/document'},
  {question: 'How do I add a Document Service middleware?', expected: '/cms/api/document-service/middlewares'},
  {question: 'How do I use the Strapi Client library in a front end?', expected: '/cms/api/client'},
  {question: 'How do I query Strapi with GraphQL?', expected: '/cms/api/graphql'},
  // Configuration
  {question: 'How do I configure PostgreSQL as the database?', expected: '/cms/configurations/database'},
  {question: 'Which environment variables does a new project use?', expected: '/cms/configurations/environment'},
  {question: 'How do I schedule a cron job?', expected: '/cms/configurations/cron'},
  {question: 'How do I configure CORS?', expected: '/cms/configurations/middlewares'},
  {question: 'How do I set the public URL of the server?', expected: '/cms/configurations/server'},
  {question: 'How do I set the default page size of the REST API?', expected: ['/cms/configurations/api', '/cms/api/rest/sort-pagination']},
  {question: 'How do I upload media to Amazon S3?', expected: '/cms/configurations/media-library-providers'},
  {question: 'How do I let users log in with GitHub?', expected: '/cms/configurations/users-and-permissions-providers/github'},
  // Back-end customization
  {question: 'How do I create a custom controller?', expected: '/cms/backend-customization/controllers'},
  {question: 'How do I add a custom route?', expected: '/cms/backend-customization/routes'},
  {question: 'How do I write a policy that checks the user role?', expected: '/cms/backend-customization/policies'},
  {question: 'How do I extend a core service?', expected: '/cms/backend-customization/services'},
  {question: 'Which events do webhooks send?', expected: '/cms/backend-customization/webhooks'},
  {question: 'How do I use lifecycle hooks on a model?', expected: '/cms/backend-customization/models'},
  {question: 'How do I throw a 400 error from a controller?', expected: '/cms/error-handling'},
  {question: 'How do I run code when the server starts?', expected: '/cms/configurations/functions'},
  // Features, admin and plugins
  {question: 'How do I create an API token?', expected: '/cms/features/api-tokens'},
  {question: 'How do I enable draft and publish on a content type?', expected: '/cms/features/draft-and-publish'},
  {question: 'How do I add a new locale for internationalization?', expected: '/cms/features/internationalization'},
  {question: 'How do I create a custom role with limited permissions in the admin panel?', expected: ['/cms/features/rbac', '/cms/configurations/guides/rbac']},
  {question: 'How do I configure an email provider?', expected: '/cms/features/email'},
  {question: 'How do I install the GraphQL plugin?', expected: '/cms/plugins/graphql'},
  {question: 'How do I change the logo of the admin panel?', expected: '/cms/admin-panel-customization/logos'},
  {question: 'How do I create a plugin with the Plugin SDK?', expected: '/cms/plugins-development/create-a-plugin'},
  {question: 'How do I export data to an encrypted file?', expected: '/cms/data-management/export'},
  // Operations, upgrades and Cloud
  {question: 'How do I run Strapi in Docker?', expected: '/cms/installation/docker'},
  {question: 'Which Node.js versions are supported?', expected: ['/cms/installation', '/cms/faq']},
  {question: 'How do I upgrade to the latest Strapi 5 version?', expected: '/cms/upgrade-tool'},
  {question: 'How do I migrate from the Entity Service to the Document Service?', expected: '/cms/migration/v4-to-v5/additional-resources/from-entity-service-to-document-service'},
  {question: 'How do I deploy a project to Strapi Cloud with the CLI?', expected: '/cloud/getting-started/deployment-cli'},
  {question: 'How do I see the runtime logs of my Strapi Cloud project?', expected: '/cloud/projects/runtime-logs'},
  {question: 'How do I invite a collaborator to a Strapi Cloud project?', expected: '/cloud/projects/collaboration'},
  {question: 'How do I add a custom domain to my Cloud project?', expected: '/cloud/projects/settings'},
];
