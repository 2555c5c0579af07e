import type {Navbar} from '@docusaurus/theme-common';
import {REPOSITORY_URL} from './links';

export const navbar: Navbar = {
  title: 'Docs',
  hideOnScroll: true,
  // `src/theme/Logo` draws this logo inline, its wordmark coloured for each colour mode.
  logo: {
    alt: 'Strapi',
    src: 'img/logo.svg',
    width: 96,
    height: 24,
  },
  items: [
    {to: '/cms/intro', label: 'CMS', position: 'left', activeBaseRegex: '^/cms/'},
    {to: '/cloud/intro', label: 'Cloud', position: 'left', activeBaseRegex: '^/cloud/'},
    {type: 'localeDropdown', position: 'right'},
    {
      href: REPOSITORY_URL,
      position: 'right',
      className: 'navbar-repository-link',
      'aria-label': 'Source repository on GitHub',
    },
  ],
};
