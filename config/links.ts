/** External destinations shared by the navbar, footer and edit links. */
export const REPOSITORY_URL = 'https://github.com/strapi/documentation';
export const EDIT_URL_BASE = `${REPOSITORY_URL}/edit/main/docusaurus/`;
export const OLDER_VERSION_DOCS_URL = 'https://docs-v4.strapi.io';
export const CONTRIBUTOR_DOCS_URL = 'https://contributor.strapi.io';
export const DESIGN_SYSTEM_URL = 'https://design-system.strapi.io';
export const COMMUNITY_CHAT_URL = 'https://discord.strapi.io';
export const FORUM_URL = 'https://forum.strapi.io';
export const SOCIAL_LINKS = {
  GitHub: REPOSITORY_URL,
  X: 'https://x.com/strapijs',
  LinkedIn: 'https://www.linkedin.com/company/strapi',
  YouTube: 'https://www.youtube.com/c/Strapi',
} as const;
