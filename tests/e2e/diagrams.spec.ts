import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures/test';
import {seriousViolations} from './fixtures/axe';

const DIAGRAM_PAGES = [
  {route: '/cms/backend-customization', title: 'The path of a Content API request through a Strapi 5 server', text: 'Route policies'},
  {route: '/cms/features/draft-and-publish', title: 'Statuses of a document with Draft and Publish', text: 'Modified'},
  {route: '/cloud/projects/deploys', title: 'How a Strapi Cloud deployment starts and ends', text: 'Build failed'},
  {route: '/cms/migration/v4-to-v5/step-by-step', title: 'The upgrade path from Strapi 4 to Strapi 5', text: 'npx @strapi/upgrade major'},
];

/** Code of the Mermaid library itself; the theme's small wrapper does not contain it. */
const MERMAID_LIBRARY_MARKER = 'No diagram type detected';

/** Records every script the page runs and every host it contacts. */
function watchRequests(page: Page): {scripts: Promise<string>[]; hosts: Set<string>} {
  const watched = {scripts: [] as Promise<string>[], hosts: new Set<string>()};
  page.on('request', (request) => watched.hosts.add(new URL(request.url()).host));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') watched.scripts.push(response.text().catch(() => ''));
  });
  return watched;
}

const diagram = (page: Page) => page.locator('.docusaurus-mermaid-container svg');

for (const {route, title, text} of DIAGRAM_PAGES) {
  test(`${route} renders its diagram with an accessible title, from this site only`, async ({page, baseURL}) => {
    const watched = watchRequests(page);
    await visit(page, route);
    const svg = diagram(page);
    await expect(svg).toHaveCount(1);
    await expect(svg).toContainText(text);
    await expect(svg).toHaveAttribute('aria-roledescription', /.+/);
    await expect(svg.locator('title')).toHaveText(title);
    expect([...watched.hosts]).toEqual([new URL(baseURL!).host]);
  });
}

test('the diagram follows the colour mode', async ({page}) => {
  await visit(page, '/cms/backend-customization');
  const node = diagram(page).locator('.node rect, .node polygon, .node path').first();
  await expect(node).toBeVisible();
  const colours = async () =>
    node.evaluate((element) => {
      const style = getComputedStyle(element);
      const text = element.closest('svg')!.querySelector('.nodeLabel, text')!;
      return {fill: style.fill, text: getComputedStyle(text).color};
    });
  const light = await colours();

  await page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/}).click();
  await page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => (await colours()).fill).not.toBe(light.fill);
  const dark = await colours();
  expect(dark.text).not.toBe(light.text);
});

test('a page without a diagram does not load Mermaid; a page with one does', async ({page}) => {
  const plain = watchRequests(page);
  await visit(page, '/cms/quick-start');
  await page.waitForLoadState('networkidle');
  const plainScripts = await Promise.all(plain.scripts);
  expect(plainScripts.some((body) => body.includes(MERMAID_LIBRARY_MARKER))).toBe(false);

  const withDiagram = watchRequests(page);
  await visit(page, '/cms/features/draft-and-publish');
  await expect(diagram(page)).toHaveCount(1);
  const diagramScripts = await Promise.all(withDiagram.scripts);
  expect(diagramScripts.some((body) => body.includes(MERMAID_LIBRARY_MARKER))).toBe(true);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a diagram has no serious accessibility violations in ${scheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await visit(page, '/cms/backend-customization');
    await expect(diagram(page)).toHaveCount(1);
    expect(await seriousViolations(page, '.docusaurus-mermaid-container')).toEqual([]);
  });
}
