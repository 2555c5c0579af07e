import {test, expect, visit} from './fixtures/test';

const INTERNAL = ['/whats-new', '/release-notes', '/cms/faq', '/cms/community', '/cms/usage-information'];
const EXTERNAL = [
  'https://docs-v4.strapi.io',
  'https://contributor.strapi.io',
  'https://design-system.strapi.io',
  'https://discord.strapi.io',
  'https://x.com/strapijs',
];

test('footer links to the standalone pages and the outside resources', async ({page}) => {
  await visit(page, '/');
  const footer = page.locator('footer.footer');
  for (const path of INTERNAL) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  for (const url of EXTERNAL) {
    const link = footer.locator(`a[href^="${url}"]`);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await footer.locator('a[href="/cms/faq"]').click();
  await expect(page).toHaveURL('/cms/faq');
  await expect(page.locator('article h1')).toBeVisible();
});
