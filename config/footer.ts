import type {Footer} from '@docusaurus/theme-common';
import {
  COMMUNITY_CHAT_URL,
  CONTRIBUTOR_DOCS_URL,
  DESIGN_SYSTEM_URL,
  FORUM_URL,
  OLDER_VERSION_DOCS_URL,
  SOCIAL_LINKS,
} from './links';

export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: "What's new", to: '/whats-new'},
        {label: 'Release notes', to: '/release-notes'},
        {label: 'FAQ', to: '/cms/faq'},
        {label: 'Community', to: '/cms/community'},
        {label: 'Usage information', to: '/cms/usage-information'},
      ],
    },
    {
      title: 'Resources',
      items: [
        {label: 'Strapi 4 documentation', href: OLDER_VERSION_DOCS_URL},
        {label: 'Contributor documentation', href: CONTRIBUTOR_DOCS_URL},
        {label: 'Strapi Design System', href: DESIGN_SYSTEM_URL},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Discord', href: COMMUNITY_CHAT_URL},
        {label: 'Forum', href: FORUM_URL},
        ...Object.entries(SOCIAL_LINKS).map(([label, href]) => ({label, href})),
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Strapi. Written for Strapi 5 and Strapi Cloud.`,
};
