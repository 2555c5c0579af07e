import type {IconName} from '@site/src/components/Icon/names';

export type HomeLink = {
  to: string;
  title: string;
  description: string;
  icon: IconName;
};

export const AREAS: ReadonlyArray<HomeLink & {cta: string}> = [
  {
    to: '/cms/intro',
    title: 'CMS',
    description:
      'Install Strapi 5, design content types, query the REST and GraphQL APIs, and extend the back end and the admin panel.',
    icon: 'database',
    cta: 'Read the CMS docs',
  },
  {
    to: '/cloud/intro',
    title: 'Cloud',
    description:
      'Host your Strapi project on Strapi Cloud: deploy from Git or the CLI, manage environments, domains, collaborators and billing.',
    icon: 'cloud-arrow-up',
    cta: 'Read the Cloud docs',
  },
];

export const QUICK_LINKS: ReadonlyArray<HomeLink> = [
  {
    to: '/cms/quick-start',
    title: 'Quick Start guide',
    description: 'Create a project and fetch your first content in minutes.',
    icon: 'rocket-launch',
  },
  {
    to: '/whats-new',
    title: "What's new in Strapi 5",
    description: 'The changes that matter when you come from Strapi 4.',
    icon: 'sparkle',
  },
  {
    to: '/cms/faq',
    title: 'FAQ',
    description: 'Short answers to the questions readers ask most.',
    icon: 'question',
  },
  {
    to: '/cms/community',
    title: 'Community',
    description: 'Where to ask for help and how to contribute.',
    icon: 'users-three',
  },
];
