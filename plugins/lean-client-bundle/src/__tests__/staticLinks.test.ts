import {describe, expect, it} from 'vitest';
import {isCheckedLink, staticLink} from '../staticLinks';

describe('links written without <Link>', () => {
  it('writes paths on this site, same-page sections and other sites', () => {
    expect(staticLink('/cms/api/rest#filters')).toEqual({kind: 'internal', href: '/cms/api/rest#filters'});
    expect(staticLink('/search?q=cron')).toEqual({kind: 'internal', href: '/search?q=cron'});
    expect(staticLink('#filters')).toEqual({kind: 'anchor', href: '#filters'});
    expect(staticLink('https://strapi.io/pricing')).toEqual({kind: 'external', href: 'https://strapi.io/pricing'});
    expect(staticLink('HTTP://example.com')).toEqual({kind: 'external', href: 'HTTP://example.com'});
    expect(staticLink('mailto:support@strapi.io')).toEqual({kind: 'external', href: 'mailto:support@strapi.io'});
  });

  it('leaves to <Link> what it resolves or decodes', () => {
    for (const href of ['quick-start', '../cloud/intro', './other#x', '//cdn.example.com/a.js', 'pathname:///llms.txt', 'ftp://example.com', '/cms/a%20b', ''])
      expect(staticLink(href), href).toBeUndefined();
  });

  it('has the broken-links check see paths and sections, not other sites', () => {
    expect(isCheckedLink(staticLink('/cms/intro')!)).toBe(true);
    expect(isCheckedLink(staticLink('#intro')!)).toBe(true);
    expect(isCheckedLink(staticLink('https://strapi.io')!)).toBe(false);
  });
});
