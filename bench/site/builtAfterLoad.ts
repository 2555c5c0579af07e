/**
 * What a phone builds in the browser once a page has loaded: elements
 * inserted after `DOMContentLoaded` (subtrees counted whole), at 390 px,
 * until the network is quiet. The server's HTML is already on screen, so
 * each of them is work for a phone's CPU: rendering, then style and layout.
 */
import {chromium} from 'playwright-core';
import {CHROMIUM_LAUNCH_OPTIONS} from '@site/tests/e2e/fixtures/browser';
import {PAGES, type PageType} from './pageTypes';

export type BuiltAfterLoad = {type: PageType; path: string; inserted: number; removed: number};

type Counts = {inserted: number; removed: number};

export async function builtAfterLoad(baseUrl: string): Promise<BuiltAfterLoad[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const measured: BuiltAfterLoad[] = [];
    for (const {type, path} of PAGES) {
      const page = await browser.newPage({viewport: {width: 390, height: 844}});
      await page.addInitScript(() => {
        const counts: Counts = {inserted: 0, removed: 0};
        (window as Window & {builtAfterLoad?: Counts}).builtAfterLoad = counts;
        // No named function in here: the bundler for this script would wrap it in a helper the page lacks.
        document.addEventListener('DOMContentLoaded', () => {
          new MutationObserver((records) => {
            for (const {addedNodes, removedNodes} of records) {
              for (const node of Array.from(addedNodes)) if (node instanceof Element) counts.inserted += 1 + node.getElementsByTagName('*').length;
              for (const node of Array.from(removedNodes)) if (node instanceof Element) counts.removed += 1 + node.getElementsByTagName('*').length;
            }
          }).observe(document, {childList: true, subtree: true});
        });
      });
      await page.goto(`${baseUrl}${path}`, {waitUntil: 'networkidle'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const counts = await page.evaluate(() => (window as Window & {builtAfterLoad?: Counts}).builtAfterLoad!);
      measured.push({type, path, ...counts});
      await page.close();
    }
    return measured;
  } finally {
    await browser.close();
  }
}

export function printBuiltAfterLoad(measured: BuiltAfterLoad[], baseline?: BuiltAfterLoad[]): void {
  console.log('\nElements built after DOMContentLoaded at 390 px (inserted / removed)');
  for (const [i, {type, path, inserted, removed}] of measured.entries()) {
    const before = baseline?.[i];
    const was = before ? `${before.inserted} / ${before.removed} -> ` : '';
    console.log(`  ${type.padEnd(8)} ${path.padEnd(34)} ${was}${inserted} / ${removed}`);
  }
}
