import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {withBadges} from './config/sidebarBadges';

/**
 * The two sidebars of the site. Category labels, classes, collapse settings
 * and badges follow the reference outline; a category appears once it has a
 * page to list.
 */
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/** A top-level section of a sidebar: always open, with the outline's class for its icon. */
const section = (label: string, className: string, items: SidebarItemConfig[]): SidebarItemConfig => ({
  type: 'category',
  label,
  collapsible: false,
  collapsed: false,
  className,
  items,
});

/** A page listed under a label of its own rather than its title. */
const doc = (id: string, label: string, extra: object = {}): SidebarItemConfig => ({type: 'doc', id, label, ...extra});

const sidebars: SidebarsConfig = {
  cmsSidebar: withBadges([
    section('Getting Started', 'category-cms-getting-started', [
      'cms/quick-start',
      'cms/project-structure',
      'cms/installation',
      doc('cms/features/admin-panel', 'Admin panel'),
      doc('cms/features/content-manager', 'Content Manager'),
      doc('cms/features/content-type-builder', 'Content Type Builder'),
      'cms/deployment',
    ]),
    section('Features', 'category-cms-features', [
      doc('cms/features/api-tokens', 'API Tokens'),
      doc('cms/features/audit-logs', 'Audit Logs'),
      doc('cms/features/content-history', 'Content History'),
      'cms/features/custom-fields',
      doc('cms/features/data-management', 'Data Management'),
      doc('cms/features/draft-and-publish', 'Draft & Publish'),
      'cms/features/email',
      doc('cms/features/internationalization', 'Internationalization (i18n)'),
      doc('cms/features/media-library', 'Media Library'),
      doc('cms/features/preview', 'Preview', {customProps: {new: false}}),
      doc('cms/features/rbac', 'Role-Based Access Control (RBAC)'),
      doc('cms/features/releases', 'Releases'),
      doc('cms/features/review-workflows', 'Review Workflows'),
      doc('cms/features/sso', 'Single Sign-On (SSO)'),
      doc('cms/features/users-permissions', 'Users & Permissions'),
      {
        type: 'category',
        label: 'Strapi plugins',
        collapsed: true,
        items: [
          doc('cms/plugins/documentation', 'Documentation'),
          doc('cms/plugins/graphql', 'GraphQL'),
          doc('cms/plugins/sentry', 'Sentry'),
        ],
      },
    ]),
    {
      type: 'category',
      label: 'APIs',
      link: {type: 'doc', id: 'cms/api/content-api'},
      collapsible: false,
      collapsed: false,
      className: 'category-cms-api',
      items: [
        'cms/api/content-api',
        'cms/api/document',
        {
          type: 'category',
          label: 'REST API',
          collapsed: true,
          items: [
            doc('cms/api/rest', 'Endpoints'),
            'cms/api/rest/parameters',
            'cms/api/rest/filters',
            'cms/api/rest/locale',
            'cms/api/rest/status',
            'cms/api/rest/populate-select',
            'cms/api/rest/relations',
            'cms/api/rest/sort-pagination',
            'cms/api/rest/upload',
            'cms/api/rest/interactive-query-builder',
            'cms/api/rest/guides/intro',
          ],
        },
        doc('cms/api/client', 'Strapi Client', {customProps: {new: false}}),
        'cms/api/graphql',
        {
          type: 'category',
          label: 'Document Service API',
          collapsed: true,
          items: [
            doc('cms/api/document-service', 'Available methods'),
            'cms/api/document-service/fields',
            'cms/api/document-service/filters',
            'cms/api/document-service/locale',
            'cms/api/document-service/middlewares',
            'cms/api/document-service/populate',
            'cms/api/document-service/sort-pagination',
            'cms/api/document-service/status',
          ],
        },
      ],
    },
    section('Configurations', 'category-cms-configurations', [
      doc('cms/configurations', 'Configurations introduction'),
      {
        type: 'category',
        label: 'Admin panel',
        collapsed: true,
        customProps: {updated: true},
        items: [
          {type: 'link', label: 'Introduction', href: '/cms/configurations/admin-panel'},
          {type: 'link', label: 'Admin panel behavior', href: '/cms/configurations/admin-panel#admin-panel-behavior'},
          {type: 'link', label: 'Admin panel server', href: '/cms/configurations/admin-panel#admin-panel-server'},
          {type: 'link', label: 'API tokens', href: '/cms/configurations/admin-panel#api-tokens'},
          {type: 'link', label: 'Audit Logs', href: '/cms/configurations/admin-panel#audit-logs'},
          {type: 'link', label: 'Authentication', href: '/cms/configurations/admin-panel#authentication'},
          {type: 'link', label: 'Feature flags', href: '/cms/configurations/admin-panel#feature-flags'},
          {type: 'link', label: 'Forgot password', href: '/cms/configurations/admin-panel#forgot-password'},
          {type: 'link', label: 'Rate limiting', href: '/cms/configurations/admin-panel#rate-limiting'},
          {type: 'link', label: 'Transfer tokens', href: '/cms/configurations/admin-panel#transfer-tokens'},
          {type: 'link', label: 'Examples', href: '/cms/configurations/admin-panel#configuration-examples'},
        ],
      },
      'cms/configurations/api',
      'cms/configurations/cron',
      {
        type: 'category',
        label: 'Database',
        collapsible: true,
        collapsed: true,
        customProps: {updated: false},
        items: [
          doc('cms/configurations/database', 'Database configuration'),
          'cms/database-migrations',
          'cms/database-transactions',
        ],
      },
      'cms/configurations/environment',
      'cms/configurations/features',
      'cms/configurations/middlewares',
      'cms/configurations/plugins',
      'cms/configurations/server',
    ]),
    section('Development', 'category-cms-development', [
      doc('cms/customization', 'Introduction', {key: 'development-introduction'}),
      'cms/configurations/functions',
      {
        type: 'category',
        label: 'Backend customization',
        collapsible: true,
        collapsed: true,
        items: [
          doc('cms/backend-customization', 'Overview', {key: 'backend-customization-overview'}),
          'cms/backend-customization/requests-responses',
          'cms/backend-customization/routes',
          'cms/backend-customization/policies',
          'cms/backend-customization/middlewares',
          'cms/backend-customization/controllers',
          'cms/backend-customization/services',
          'cms/backend-customization/models',
          'cms/backend-customization/webhooks',
        ],
      },
      {
        type: 'category',
        label: 'Admin panel customization',
        collapsed: true,
        customProps: {updated: true},
        items: [
          doc('cms/admin-panel-customization', 'Overview', {key: 'admin-panel-customization-overview'}),
          'cms/admin-panel-customization/logos',
          'cms/admin-panel-customization/favicon',
          'cms/admin-panel-customization/locales-translations',
          doc('cms/admin-panel-customization/wysiwyg-editor', 'Rich text editor'),
          'cms/admin-panel-customization/bundlers',
          'cms/admin-panel-customization/theme-extension',
          doc('cms/admin-panel-customization/extension', 'Admin panel extension'),
        ],
      },
      {
        type: 'doc',
        id: 'cms/admin-panel-customization/homepage',
        label: 'Homepage customization',
        customProps: {new: false},
      },
      'cms/error-handling',
      'cms/templates',
      'cms/testing',
      'cms/ai-tools',
    ]),
    section('TypeScript', 'category-cms-typescript', [
      doc('cms/typescript', 'Introduction', {key: 'typescript-introduction'}),
      doc('cms/configurations/typescript', 'Configuration'),
      doc('cms/typescript/development', 'Development'),
      doc('cms/typescript/guides', 'Guides'),
    ]),
    section('Command Line Interface', 'category-cms-cli', ['cms/cli']),
    section('Plugins', 'category-cms-plugins', [
      doc('cms/plugins/installing-plugins-via-marketplace', 'Marketplace'),
      {
        type: 'category',
        label: 'Plugins development',
        collapsed: true,
        items: [
          doc('cms/plugins-development/developing-plugins', 'Developing plugins'),
          'cms/plugins-development/create-a-plugin',
          'cms/plugins-development/plugin-structure',
          'cms/plugins-development/plugin-sdk',
          'cms/plugins-development/admin-panel-api',
          'cms/plugins-development/content-manager-apis',
          'cms/plugins-development/server-api',
          'cms/plugins-development/plugins-extension',
          'cms/plugins-development/guides/pass-data-from-server-to-admin',
          'cms/plugins-development/guides/store-and-access-data',
          'cms/plugins-development/guides/create-components-for-plugins',
        ],
      },
    ]),
    section('Upgrades', 'category-cms-upgrade', [
      'cms/upgrade-tool',
      {
        type: 'category',
        label: 'v4 → v5',
        collapsed: true,
        items: [
          'cms/migration/v4-to-v5/introduction-and-faq',
          'cms/migration/v4-to-v5/step-by-step',
          'cms/migration/v4-to-v5/breaking-changes',
          'cms/migration/v4-to-v5/additional-resources/introduction',
        ],
      },
    ]),
  ]),
  cloudSidebar: withBadges([
    section('Getting Started', 'category-cloud-getting-started', [
      'cloud/getting-started/intro',
      {
        type: 'doc',
        id: 'cloud/getting-started/cloud-fundamentals',
        label: 'Cloud fundamentals',
        customProps: {new: false},
      },
      {
        type: 'category',
        label: 'Project deployment',
        customProps: {updated: false},
        items: [
          'cloud/getting-started/deployment-options',
          {type: 'doc', id: 'cloud/getting-started/deployment', customProps: {updated: false}},
          {type: 'doc', id: 'cloud/getting-started/deployment-cli', customProps: {new: false}},
        ],
      },
      {type: 'doc', id: 'cloud/getting-started/usage-billing', customProps: {updated: true}},
      'cloud/getting-started/caching',
      doc('cloud/projects/notifications', 'Notifications'),
    ]),
    section('Projects management', 'category-cloud-projects', [
      'cloud/projects/overview',
      {
        type: 'doc',
        id: 'cloud/projects/settings',
        label: 'Project settings',
        customProps: {updated: false},
      },
      'cloud/projects/collaboration',
      'cloud/projects/runtime-logs',
    ]),
    section('Deployments', 'category-cloud-deployments', ['cloud/projects/deploys', 'cloud/projects/deploys-history']),
    section('Account management', 'category-cloud-account', [
      'cloud/account/account-settings',
      {
        type: 'doc',
        id: 'cloud/account/account-billing',
        label: 'Account billing & invoices',
        customProps: {updated: false},
      },
    ]),
    section('Command Line Interface', 'category-cloud-cli', [
      doc('cloud/cli/cloud-cli', 'Strapi Cloud CLI', {customProps: {new: false}}),
    ]),
    section('Advanced configuration', 'category-cloud-configurations', [
      'cloud/advanced/database',
      doc('cloud/advanced/email', 'Email provider', {customProps: {new: false}}),
      doc('cloud/advanced/upload', 'Upload provider', {customProps: {new: false}}),
    ]),
  ]),
};

export default sidebars;
