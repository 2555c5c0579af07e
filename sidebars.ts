import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The two sidebars of the site. Category labels, classes and collapse
 * settings follow the reference outline; a category appears once it has a
 * page to list.
 */
const sidebars: SidebarsConfig = {
  cmsSidebar: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: false,
      className: 'category-cms-getting-started',
      items: ['cms/quick-start'],
    },
  ],
  cloudSidebar: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: false,
      collapsed: false,
      className: 'category-cloud-getting-started',
      items: ['cloud/getting-started/intro'],
    },
  ],
};

export default sidebars;
