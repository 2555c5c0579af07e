import {test, expect} from './fixtures/test';
import {measurePageWeight} from './fixtures/pageWeight';
import {PAGE_TYPES, type PageType} from '@site/bench/site/pageTypes';

/**
 * First-load JavaScript per page type, gzip, counted until hydration, on
 * every page the site benchmark measures (the doc type includes the longest
 * API pages). The goals are 150 KB for a doc page and 130 KB for the others
 * (see the README's performance notes for where the bytes still go); each
 * budget holds today's figure plus a few KB, so CI fails the moment a page
 * grows. Lower them whenever a change shrinks the bundle.
 */
const JS_BUDGET_KB: Record<PageType, number> = {
  landing: 112,
  doc: 149,
  tag: 123,
  search: 112,
};

for (const [type, paths] of Object.entries(PAGE_TYPES) as [PageType, readonly string[]][]) {
  for (const path of paths) {
    test(`${type} page ${path} loads at most ${JS_BUDGET_KB[type]} KB of JavaScript before hydration`, async ({page}) => {
      const weight = await measurePageWeight(page, path);
      expect(weight.jsGzip, `first-load JS is ${(weight.jsGzip / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(JS_BUDGET_KB[type] * 1024);
    });
  }
}
