import qs from 'qs';
import {describe, expect, it} from 'vitest';
import {buildQueryUrl} from '../buildQueryUrl';

function urlOf(endpoint: string, query: string): string {
  const result = buildQueryUrl(endpoint, query);
  if (!result.ok) throw new Error(result.error);
  return result.url;
}

describe('buildQueryUrl', () => {
  it('encodes nested filters with bracket keys and encoded values only', () => {
    expect(urlOf('/api/restaurants', '{ filters: { name: { $eq: "Café Zoë" } } }')).toBe(
      '/api/restaurants?filters[name][$eq]=Caf%C3%A9%20Zo%C3%AB',
    );
  });

  it('encodes arrays with indices, as Strapi parses them', () => {
    expect(urlOf('/api/articles', "{ sort: ['title:asc', 'publishedAt:desc'], fields: ['title'] }")).toBe(
      '/api/articles?sort[0]=title%3Aasc&sort[1]=publishedAt%3Adesc&fields[0]=title',
    );
  });

  it('round-trips through the qs parser Strapi uses', () => {
    const query = {
      filters: {$or: [{title: {$containsi: 'strapi'}}, {author: {name: {$eq: 'Kai'}}}]},
      populate: {author: {fields: ['name']}, blocks: {on: {'shared.quote': true}}},
      pagination: {page: 2, pageSize: 10},
      locale: 'fr',
      status: 'draft',
    };
    const url = urlOf('/api/articles', JSON.stringify(query));
    const parsed = qs.parse(url.split('?')[1]!);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(query), (_key, value) =>
      typeof value === 'number' || typeof value === 'boolean' ? String(value) : value,
    ));
  });

  it('accepts an empty query and returns the endpoint alone', () => {
    expect(buildQueryUrl('/api/restaurants', '  ')).toEqual({ok: true, url: '/api/restaurants', warnings: []});
  });

  it('explains input it cannot use instead of throwing', () => {
    expect(buildQueryUrl('api/restaurants', '{}')).toMatchObject({ok: false, error: expect.stringContaining('must start with "/"')});
    expect(buildQueryUrl('/api/x?y=1', '{}')).toMatchObject({ok: false});
    expect(buildQueryUrl('/api/x', '{ filters: ')).toMatchObject({ok: false, error: expect.stringContaining('does not parse')});
    expect(buildQueryUrl('/api/x', '[1, 2]')).toMatchObject({ok: false, error: expect.stringContaining('must be an object')});
    expect(buildQueryUrl('/api/x', '"text"')).toMatchObject({ok: false});
    expect(buildQueryUrl('/api/x', `{a: "${'x'.repeat(25_000)}"}`)).toMatchObject({ok: false, error: expect.stringContaining('longer than')});
  });

  it('never evaluates the input', () => {
    const result = buildQueryUrl('/api/x', '{ filters: (() => { throw new Error("ran") })() }');
    expect(result.ok).toBe(false);
  });

  it('warns about parameters Strapi would reject, and still builds the URL', () => {
    const result = buildQueryUrl('/api/x', "{ filter: {}, status: 'live', pagination: { page: 1, limit: 5 } }");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings).toEqual([
      '"filter" is not a REST parameter (filters, populate, fields, sort, pagination, locale, status).',
      '"status" accepts "draft" or "published".',
      'Use page and pageSize, or start and limit, but not both: Strapi rejects the mix.',
    ]);
  });
});
