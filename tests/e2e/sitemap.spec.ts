import {test, expect} from './fixtures/test';

test('sitemap lists pages weekly at priority 0.5, without tag pages', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((match) => match[1]!);
  expect(entries.length).toBeGreaterThan(5);
  for (const entry of entries) {
    expect(entry).toContain('<changefreq>weekly</changefreq>');
    expect(entry).toContain('<priority>0.5</priority>');
    expect(entry).not.toMatch(/<loc>[^<]*\/tags(\/|<)/);
  }
  expect(xml).toContain('/cms/quick-start</loc>');
  expect(xml).toContain('/cloud/intro</loc>');
});
