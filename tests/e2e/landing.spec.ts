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
    const fontHosts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontHosts.push(new URL(request.url()).host);
    });
    await visit(page, '/');
    await expect(page.locator('i.ph').first()).toBeVisible();
    // The icon subset is small enough to ship inside the stylesheet (plugins/icon-font), so it may make no request.
    const phosphorLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces: FontFace[] = [];
      document.fonts.forEach((font) => faces.push(font));
      return faces.some((font) => font.family.replace(/"/g, '') === 'Phosphor' && font.status === 'loaded');
    });
    expect(phosphorLoaded).toBe(true);
    expect(fontHosts.filter((host) => host !== new URL(page.url()).host)).toEqual([]);
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
