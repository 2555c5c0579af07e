import type {Locator, Page} from '@playwright/test';
import {test, expect, visit} from './fixtures/test';
import {isRenderedByReact} from './fixtures/hydration';

/**
 * Links inside static blocks are written as HTML at build time
 * (plugins/lean-client-bundle/src/rehypeStaticHtml.ts), not rendered by
 * `<Link>`; `StaticLinks` gives them what `<Link>` gives the others.
 */

const PAGE = '/cms/configurations/middlewares';

/**
 * A link to another doc in the page's static blocks (the first one, or the
 * first below the fold), marked so that the test can find it again. Only
 * links to a page that no React link on the page points to count: what
 * they do, only `StaticLinks` can do.
 */
async function staticLink(page: Page, where: 'first' | 'below the fold' = 'first'): Promise<{link: Locator; href: string}> {
  const href = await page.locator('.markdown').evaluate((markdown, which) => {
    const own = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const anchors = Array.from(document.querySelectorAll('a[href^="/"]'));
    const reactTargets = new Set(anchors.filter(own).map((anchor) => anchor.getAttribute('href')));
    const links = Array.from(markdown.querySelectorAll('a[href^="/"]')).filter(
      (anchor) => !own(anchor) && !reactTargets.has(anchor.getAttribute('href')) && anchor.getAttribute('href') !== window.location.pathname,
    );
    const link = which === 'first' ? links[0] : links.find((anchor) => anchor.getBoundingClientRect().top > window.innerHeight);
    link?.setAttribute('data-e2e-static-link', '');
    return link?.getAttribute('href') ?? null;
  }, where);
  expect(href, `a static link on ${page.url()}`).not.toBeNull();
  return {link: page.locator('[data-e2e-static-link]'), href: href!};
}

/** Records the paths `<Link>`-like code hands to Docusaurus's prefetch and preload from now on. */
async function spyOnPrefetching(page: Page): Promise<() => Promise<{prefetched: string[]; preloaded: string[]}>> {
  await page.evaluate(() => {
    const calls = {prefetched: [] as string[], preloaded: [] as string[]};
    (window as unknown as {prefetchCalls: typeof calls}).prefetchCalls = calls;
    // The object is frozen: replace it.
    const {prefetch, preload} = window.docusaurus;
    window.docusaurus = {
      prefetch: (path) => (calls.prefetched.push(path), prefetch(path)),
      preload: (path) => (calls.preloaded.push(path), preload(path)),
    };
  });
  return () => page.evaluate(() => (window as unknown as {prefetchCalls: {prefetched: string[]; preloaded: string[]}}).prefetchCalls);
}

test.describe('links in static blocks', () => {
  test('are written as HTML and navigate inside the app, page after page', async ({page}) => {
    await visit(page, PAGE);
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    for (let step = 0; step < 2; step++) {
      const {link, href} = await staticLink(page);
      expect(await isRenderedByReact(link)).toBe(false);
      await link.click();
      await expect(page).toHaveURL(href);
      await expect(page.locator('article h1')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    }
  });

  test('leave a click with a modifier key to the browser', async ({page, context}) => {
    await visit(page, PAGE);
    const {link, href} = await staticLink(page);
    const opened = context.waitForEvent('page');
    await link.click({modifiers: ['ControlOrMeta']});
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
    await expect(page).toHaveURL(PAGE);
  });

  test('preload their page when pointed at, and prefetch it when in view', async ({page}) => {
    // A page with static links below the fold to pages nothing else on it links to.
    await visit(page, '/cms/backend-customization');
    const calls = await spyOnPrefetching(page);
    const {link, href} = await staticLink(page, 'below the fold');
    await link.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await calls()).prefetched).toContain(href);
    await link.hover();
    await expect.poll(async () => (await calls()).preloaded).toContain(href);
  });

  test('to other sites open in a new tab, as <Link> opens them', async ({page}) => {
    await visit(page, PAGE);
    const external = page.locator('.markdown a[href^="https://"]').first();
    expect(await isRenderedByReact(external)).toBe(false);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
