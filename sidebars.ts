import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {withBadges} from './config/sidebarBadges';

/**
 * The two sidebars of the site. Category labels, classes, collapse settings
 * and badges follow the reference outline; a category appears once it has a
 * page to list.
 */
const sidebars: SidebarsConfig = {
  cmsSidebar: withBadges([
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: false,
      className: 'category-cms-getting-started',
      items: ['cms/quick-start', 'cms/project-structure', 'cms/installation', 'cms/deployment'],
    },
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
            {type: 'doc', id: 'cms/api/rest', label: 'Endpoints'},
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
        {type: 'doc', id: 'cms/api/client', label: 'Strapi Client', customProps: {new: false}},
        'cms/api/graphql',
        {
          type: 'category',
          label: 'Document Service API',
          collapsed: true,
          items: [
            {type: 'doc', id: 'cms/api/document-service', label: 'Available methods'},
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
    {
      type: 'category',
      label: 'Configurations',
      collapsible: false,
      collapsed: false,
      className: 'category-cms-configurations',
      items: [
        {
          type: 'category',
          label: 'Database',
          collapsible: true,
          collapsed: true,
          customProps: {updated: false},
          items: ['cms/database-migrations', 'cms/database-transactions'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Development',
      collapsible: false,
      collapsed: false,
      className: 'category-cms-development',
      items: [
        {type: 'doc', id: 'cms/customization', label: 'Introduction', key: 'development-introduction'},
        'cms/error-handling',
        'cms/templates',
        'cms/testing',
      ],
    },
    {
      type: 'category',
      label: 'TypeScript',
      collapsible: false,
      collapsed: false,
      className: 'category-cms-typescript',
      items: [
        {type: 'doc', id: 'cms/typescript', label: 'Introduction', key: 'typescript-introduction'},
        {type: 'doc', id: 'cms/configurations/typescript', label: 'Configuration'},
        {type: 'doc', id: 'cms/typescript/development', label: 'Development'},
        {type: 'doc', id: 'cms/typescript/guides', label: 'Guides'},
      ],
    },
    {
      type: 'category',
      label: 'Command Line Interface',
      collapsible: false,
      collapsed: false,
      className: 'category-cms-cli',
      items: ['cms/cli'],
    },
    {
      type: 'category',
      label: 'Upgrades',
      collapsible: false,
      collapsed: false,
      className: 'category-cms-upgrade',
      items: ['cms/upgrade-tool'],
    },
  ]),
  cloudSidebar: withBadges([
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: false,
      collapsed: false,
      className: 'category-cloud-getting-started',
      items: [
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
        {type: 'doc', id: 'cloud/projects/notifications', label: 'Notifications'},
      ],
    },
    {
      type: 'category',
      label: 'Projects management',
      collapsible: false,
      collapsed: false,
      className: 'category-cloud-projects',
      items: [
        'cloud/projects/overview',
        {
          type: 'doc',
          id: 'cloud/projects/settings',
          label: 'Project settings',
          customProps: {updated: false},
        },
        'cloud/projects/collaboration',
        'cloud/projects/runtime-logs',
      ],
    },
    {
      type: 'category',
      label: 'Deployments',
      collapsible: false,
      collapsed: false,
      className: 'category-cloud-deployments',
      items: ['cloud/projects/deploys', 'cloud/projects/deploys-history'],
    },
    {
      type: 'category',
      label: 'Account management',
      collapsible: false,
      collapsed: false,
      className: 'category-cloud-account',
      items: [
        'cloud/account/account-settings',
        {
          type: 'doc',
          id: 'cloud/account/account-billing',
          label: 'Account billing & invoices',
          customProps: {updated: false},
        },
      ],
    },
    {
      type: 'category',
      label: 'Command Line Interface',
      collapsible: false,
      collapsed: false,
      className: 'category-cloud-cli',
      items: [
        {type: 'doc', id: 'cloud/cli/cloud-cli', label: 'Strapi Cloud CLI', customProps: {new: false}},
      ],
    },
    {
      type: 'category',
      label: 'Advanced configuration',
      collapsible: false,
      collapsed: false,
      className: 'category-cloud-configurations',
      items: [
        'cloud/advanced/database',
        {type: 'doc', id: 'cloud/advanced/email', label: 'Email provider', customProps: {new: false}},
        {type: 'doc', id: 'cloud/advanced/upload', label: 'Upload provider', customProps: {new: false}},
      ],
    },
  ]),
};

export default sidebars;
