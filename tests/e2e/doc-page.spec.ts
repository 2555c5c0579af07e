import {test, expect, visit} from './fixtures/test';

test.describe('doc page chrome', () => {
  test('edit link is labelled "Contribute to this page" and opens the source file', async ({page}) => {
    await visit(page, '/cms/quick-start');
    const edit = page.locator('a.theme-edit-this-page');
    await expect(edit).toHaveText('Contribute to this page');
    await expect(edit).toHaveAttribute(
      'href',
      'https://github.com/strapi/documentation/edit/main/docusaurus/docs/cms/quick-start.mdx',
    );
  });

  test('breadcrumbs show the sidebar path', async ({page}) => {
    await visit(page, '/cms/quick-start');
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
    await expect(crumbs.locator('.breadcrumbs__item')).toContainText(['Getting Started']);
    await expect(crumbs.locator('.breadcrumbs__item--active')).toBeVisible();
  });

  test('table of contents lists level 2 and 3 headings only', async ({page}) => {
    await visit(page, '/cms/quick-start');
    const article = page.locator('article');
    const tocTargets = await page
      .locator('.theme-doc-toc-desktop a.table-of-contents__link')
      .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
    const ids = async (selector: string) =>
      article.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(tocTargets.length).toBeGreaterThan(2);
    expect(tocTargets.sort()).toEqual([...(await ids('h2[id]')), ...(await ids('h3[id]'))].sort());
    for (const id of await ids('h4[id], h5[id], h6[id]')) {
      expect(tocTargets).not.toContain(id);
    }
  });

  test('tags at the foot of a doc lead to the tag page and the tag index', async ({page}) => {
    await visit(page, '/cms/quick-start');
    const tags = page.locator('article footer a[href^="/tags/"]');
    await expect(tags.first()).toBeVisible();
    const tagName = (await tags.first().textContent())!.trim();
    await tags.first().click();
    await expect(page).toHaveURL(/\/tags\/[a-z0-9-]+$/);
    await expect(page.locator('main h1')).toContainText(tagName);
    await expect(page.locator('main article a[href="/cms/quick-start"]')).toBeVisible();

    await page.getByRole('link', {name: 'View all tags'}).click();
    await expect(page).toHaveURL('/tags');
    await expect(page.locator('main h1')).toHaveText('Tags');
    await expect(page.locator(`main a[href^="/tags/"]`, {hasText: tagName})).toBeVisible();
  });

  test('tag pages and the tag index have a meta description', async ({page}) => {
    await visit(page, '/tags/installation');
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /pages of the Strapi 5 documentation about Installation: /);
    await visit(page, '/tags');
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /Every tag/);
  });

  test('docs images zoom on click, also after client-side navigation', async ({page}) => {
    await visit(page, '/');
    await page.locator('nav.navbar').getByRole('link', {name: 'CMS', exact: true}).click();
    await expect(page).toHaveURL('/cms/intro');
    const image = page.locator('.markdown img').first();
    await expect(image).toBeVisible();
    // medium-zoom attaches one second after each route update.
    await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5000});
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  });

  test('the preferred docs version lives in localStorage; a stale one is dropped', async ({page}) => {
    const KEY = 'docs-preferred-version-default';
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, 'a-version-that-no-longer-exists');
      }
    }, KEY);
    await visit(page, '/cms/quick-start');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    await page.evaluate((key) => localStorage.setItem(key, 'current'), KEY);
    await page.reload();
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('current');
  });
});
