import {test, expect, visit} from './fixtures/test';

test.describe('landing page', () => {
  test('has a hero, the CMS and Cloud cards and quick links', async ({page}) => {
    await visit(page, '/');
    await expect(page.locator('h1')).toHaveText('Strapi 5 Documentation');
    const areas = page.getByRole('region', {name: 'Documentation areas'});
    await expect(areas.locator('a[href="/cms/intro"]')).toContainText('CMS');
    await expect(areas.locator('a[href="/cloud/intro"]')).toContainText('Cloud');
    const quickLinks = page.getByRole('region', {name: 'Quick links'});
    await expect(quickLinks.getByRole('link')).not.toHaveCount(0);
    await areas.locator('a[href="/cloud/intro"]').click();
    await expect(page).toHaveURL('/cloud/intro');
  });

  test('icons come from the bundled icon font', async ({page}) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).host);
    });
    await visit(page, '/');
    await expect(page.locator('i.ph').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(0);
    expect(new Set(fonts)).toEqual(new Set([new URL(page.url()).host]));
  });

  test('the decorative animation stops when the reader prefers reduced motion', async ({page}) => {
    await visit(page, '/');
    const orbit = page.locator('header [class*="heroOrbit"]');
    await expect(orbit).toHaveCSS('animation-name', /orbit/);
    await page.emulateMedia({reducedMotion: 'reduce'});
    await expect(orbit).toHaveCSS('animation-name', 'none');
  });

  test('makes no request outside the site by default', async ({page}) => {
    const external: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== 'localhost') external.push(request.url());
    });
    for (const path of ['/', '/cms/quick-start', '/search']) {
      await visit(page, path);
      await page.waitForLoadState('networkidle');
    }
    expect(external).toEqual([]);
    const scripts = await page.locator('script[src]').evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('src')),
    );
    expect(scripts.every((src) => src!.startsWith('/'))).toBe(true);
  });
});
