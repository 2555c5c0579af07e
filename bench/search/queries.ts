/** A labelled query: what a reader types, and the page that answers it. */
export type LabelledQuery = {query: string; expected: string};

/**
 * Written by us from what readers ask: exact titles, API identifiers, partial
 * words as typed, typos, and questions in plain words.
 */
export const QUERIES: LabelledQuery[] = [
  // API identifiers and parameters
  {query: 'findMany', expected: '/cms/api/document-service'},
  {query: 'findOne documentId', expected: '/cms/api/document-service'},
  {query: 'discardDraft', expected: '/cms/api/document-service'},
  {query: 'populate', expected: '/cms/api/rest/populate-select'},
  {query: 'populate dynamic zone', expected: '/cms/api/rest/populate-select'},
  {query: '$containsi', expected: '/cms/api/rest/filters'},
  {query: 'filters $or', expected: '/cms/api/rest/filters'},
  {query: 'pagination pageSize', expected: '/cms/api/rest/sort-pagination'},
  {query: 'sort asc desc', expected: '/cms/api/rest/sort-pagination'},
  {query: 'connect disconnect relations', expected: '/cms/api/rest/relations'},
  {query: 'strapi.db.query', expected: '/cms/api/query-engine'},
  {query: 'createMany', expected: '/cms/api/query-engine/bulk-operations'},
  {query: 'strapi.documents.use middleware', expected: '/cms/api/document-service/middlewares'},
  {query: 'entityService', expected: '/cms/api/entity-service'},
  {query: 'publicationFilter', expected: '/cms/api/document-service/status'},
  {query: 'status draft published rest', expected: '/cms/api/rest/status'},
  {query: 'locale parameter rest', expected: '/cms/api/rest/locale'},
  {query: 'graphql mutation', expected: '/cms/api/graphql'},
  {query: 'graphql locale', expected: '/cms/api/graphql/locale'},
  {query: 'strapi client collection', expected: '/cms/api/client'},
  {query: 'upload files rest', expected: '/cms/api/rest/upload'},
  {query: 'createdBy updatedBy', expected: '/cms/api/rest/guides/populate-creator-fields'},
  {query: 'qs stringify', expected: '/cms/api/rest/interactive-query-builder'},
  {query: 'strapi.db.transaction', expected: '/cms/database-transactions'},
  // Partial words, as typed
  {query: 'transac', expected: '/cms/database-transactions'},
  {query: 'migrat', expected: '/cms/database-migrations'},
  {query: 'docke', expected: '/cms/installation/docker'},
  {query: 'typescr', expected: '/cms/typescript'},
  {query: 'upgrade too', expected: '/cms/upgrade-tool'},
  {query: 'runtime lo', expected: '/cloud/projects/runtime-logs'},
  {query: 'collab', expected: '/cloud/projects/collaboration'},
  {query: 'notif', expected: '/cloud/projects/notifications'},
  // Typos
  {query: 'populte', expected: '/cms/api/rest/populate-select'},
  {query: 'deploymnet cli', expected: '/cloud/getting-started/deployment-cli'},
  {query: 'transations', expected: '/cms/database-transactions'},
  {query: 'typscript', expected: '/cms/typescript'},
  {query: 'graphl', expected: '/cms/api/graphql'},
  {query: 'instalation', expected: '/cms/installation'},
  {query: 'middlewres', expected: '/cms/api/document-service/middlewares'},
  {query: 'telemtry', expected: '/cms/usage-information'},
  // Questions as people type them
  {query: 'how to deploy with docker', expected: '/cms/installation/docker'},
  {query: 'how do I upgrade strapi', expected: '/cms/upgrades'},
  {query: 'disable telemetry', expected: '/cms/usage-information'},
  {query: 'reset admin password', expected: '/cms/faq'},
  {query: 'create first administrator', expected: '/cms/getting-started/setting-up-admin-panel'},
  {query: 'project folder structure', expected: '/cms/project-structure'},
  {query: 'run tests with jest', expected: '/cms/testing'},
  {query: 'throw validation error', expected: '/cms/error-handling'},
  {query: 'custom domain cloud', expected: '/cloud/projects/settings'},
  {query: 'cloud invoices', expected: '/cloud/account/account-billing'},
  {query: 'cloud cli login', expected: '/cloud/cli/cloud-cli'},
  {query: 'external postgres database cloud', expected: '/cloud/advanced/database'},
  {query: 'sendgrid email provider cloud', expected: '/cloud/advanced/email'},
  {query: 's3 upload provider cloud', expected: '/cloud/advanced/upload'},
  {query: 'cache-control header', expected: '/cloud/getting-started/caching'},
  {query: 'deploy history logs', expected: '/cloud/projects/deploys-history'},
  {query: 'overages usage billing', expected: '/cloud/getting-started/usage-billing'},
  {query: 'what is a document', expected: '/cms/api/document'},
  {query: 'generate types ts', expected: '/cms/typescript/development'},
  {query: 'convert javascript project to typescript', expected: '/cms/typescript/adding-support-to-existing-project'},
  {query: 'strapi develop command', expected: '/cms/cli'},
  {query: 'what is new in strapi 5', expected: '/whats-new'},
  {query: 'create project quick start', expected: '/cms/quick-start'},
  {query: 'template github', expected: '/cms/templates'},
];

/**
 * The labelled queries predate the natural questions; every third one is
 * held out from here on, and tuning looks at the others only.
 */
export const LABELLED_HELD_OUT = QUERIES.filter((_, i) => i % 3 === 2);
export const LABELLED_DEV = QUERIES.filter((_, i) => i % 3 !== 2);
