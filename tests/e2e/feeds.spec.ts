import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures/test';

const SITE_URL = 'https://docs.strapi.io';

type ParsedFeed = {error: string | null; root: string; namespace: string | null; items: {title: string; link: string; date: string | null}[]};

/** Parses a feed with the browser's XML parser, which refuses anything that is not well-formed XML. */
async function parseFeed(page: Page, path: string): Promise<ParsedFeed> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(/xml/);
  const text = await response.text();
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const root = doc.documentElement;
    const rss = root.nodeName === 'rss';
    const items = Array.from(doc.querySelectorAll(rss ? 'item' : 'entry')).map((item) => ({
      title: item.querySelector('title')?.textContent ?? '',
      link: rss ? (item.querySelector('link')?.textContent ?? '') : (item.querySelector('link')?.getAttribute('href') ?? ''),
      date: item.querySelector(rss ? 'pubDate' : 'updated')?.textContent ?? null,
    }));
    return {error, root: root.nodeName, namespace: root.namespaceURI, items};
  }, text);
}

/** Second-level headings of a page, as the feed should list them. */
async function sectionHeadings(page: Page, route: string): Promise<{id: string; title: string}[]> {
  await visit(page, route);
  return page.locator('.theme-doc-markdown > h2[id]').evaluateAll((headings) =>
    headings.map((heading) => ({id: heading.id, title: (heading.textContent ?? '').replace(/\u200B/g, '').trim()})),
  );
}

for (const {route, versionsOnly} of [
  {route: '/release-notes', versionsOnly: true},
  {route: '/whats-new', versionsOnly: false},
]) {
  test.describe(`feeds of ${route}`, () => {
    test('are linked from the page and from its <head>', async ({page}) => {
      await visit(page, route);
      await expect(page.locator(`head link[rel="alternate"][type="application/rss+xml"][href="${route}/rss.xml"]`)).toHaveCount(1);
      await expect(page.locator(`head link[rel="alternate"][type="application/atom+xml"][href="${route}/atom.xml"]`)).toHaveCount(1);
      const rssLink = page.locator(`article a[href="${route}/rss.xml"]`);
      await expect(rssLink).toBeVisible();
      await expect(page.locator(`article a[href="${route}/atom.xml"]`)).toBeVisible();
      // Feeds are files, not routes: the link leaves the single-page app for a new tab.
      const [tab] = await Promise.all([page.context().waitForEvent('page'), rssLink.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(`${route}/rss.xml`);
      await tab.close();
    });

    test('are well-formed RSS 2.0 and Atom with one item per entry and absolute links', async ({page}) => {
      const headings = await sectionHeadings(page, route);
      const expected = headings.filter((heading) => !versionsOnly || /^\d+\.\d+\.\d+$/.test(heading.title));
      expect(expected.length).toBeGreaterThan(0);

      const rss = await parseFeed(page, `${route}/rss.xml`);
      expect(rss.error).toBeNull();
      expect(rss.root).toBe('rss');
      const atom = await parseFeed(page, `${route}/atom.xml`);
      expect(atom.error).toBeNull();
      expect(atom.root).toBe('feed');
      expect(atom.namespace).toBe('http://www.w3.org/2005/Atom');

      for (const feed of [rss, atom]) {
        expect(feed.items.map((item) => item.title)).toEqual(expected.map((heading) => heading.title));
        expect(feed.items.map((item) => item.link)).toEqual(expected.map((heading) => `${SITE_URL}${route}#${heading.id}`));
      }
      // With the full git history, every entry carries the page's date.
      for (const item of [...rss.items, ...atom.items]) expect(Number.isNaN(Date.parse(item.date ?? ''))).toBe(false);
    });
  });
}
