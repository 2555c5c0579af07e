import {describe, expect, it} from 'vitest';
import {buildInvertedIndex} from '../../invertedIndex';
import {record} from '../../__tests__/records';
import {sectionTable} from '../sections';

const tableOf = (urls: string[]) =>
  sectionTable(buildInvertedIndex(urls.map((url) => record({url, lvl1: 'Page', lvl2: 'Heading', content: 'Some words here.'}))));

describe('section table', () => {
  it('groups consecutive records of one URL into one section, and a URL seen again joins its section', () => {
    const {sections, sectionOfRecord} = tableOf(['/cms/a#one', '/cms/a#one', '/cms/a#two', '/cms/a#one']);
    expect(sections.map((section) => section.url)).toEqual(['/cms/a#one', '/cms/a#two']);
    expect([...sectionOfRecord]).toEqual([0, 0, 1, 0]);
    expect(sections[0]!.records).toEqual([0, 1, 3]);
    expect(sections[0]!.length).toBe(9);
  });

  it('gives each section its local path as the browser reads it, encoded characters included', () => {
    const urls = ['/cms/api/rest#filters', '/cms/caf\u00e9#r\u00e9sum\u00e9', '/cms/a b#c d', '/cms/x/../y#z', '/cms/%7Euser#top'];
    const {sections} = tableOf(urls);
    const parsed = (path: string) => {
      const url = new URL(`https://docs.example.com${path}`);
      return `${url.pathname}${url.hash}`;
    };
    expect(sections.map((section) => section.url)).toEqual(urls.map(parsed));
    expect(sections.map((section) => section.pageUrl)).toEqual(urls.map((path) => parsed(path.split('#')[0]!)));
    expect(sections[1]!.url).toBe('/cms/caf%C3%A9#r%C3%A9sum%C3%A9');
  });

  it('numbers pages, the same for all their sections, and marks the link lists that end pages', () => {
    const index = buildInvertedIndex([
      record({url: '/cms/a#setup', lvl1: 'A', lvl2: 'Setup', content: 'Install it.'}),
      record({url: '/cms/b#usage', lvl1: 'B', lvl2: 'Usage', content: 'Call it.'}),
      record({url: '/cms/a#next-steps', lvl1: 'A', lvl2: 'Next steps', content: 'Read B.'}),
      record({url: '/cms/b#see-also', lvl1: 'B', lvl2: 'Usage', lvl3: 'See also', content: 'Read A.'}),
    ]);
    const {sections} = sectionTable(index);
    expect(sections.map((section) => [section.url, section.pageIndex, section.linksOnly])).toEqual([
      ['/cms/a#setup', 0, false],
      ['/cms/b#usage', 1, false],
      ['/cms/a#next-steps', 0, true],
      ['/cms/b#see-also', 1, true],
    ]);
  });

  it('marks the sections whose heading names an earlier major version', () => {
    const headings = ['Strapi 4', 'In Strapi v4', 'Strapi 3.x', 'Strapi 5', 'Strapi 4 plugins in Strapi 5', 'Upgrade from Strapi 4', 'Strapi 40'];
    const index = buildInvertedIndex(headings.map((heading, i) => record({url: `/cms/page#h${i}`, lvl1: 'Page', lvl2: heading, content: 'Words.'})));
    expect(sectionTable(index).sections.map((section) => section.olderVersion)).toEqual([true, true, true, false, false, false, false]);
  });
});
