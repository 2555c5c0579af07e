/** What each page type loads before the reader can interact, measured in Chromium against a served build. */
import {chromium} from 'playwright-core';
import {CHROMIUM_LAUNCH_OPTIONS} from '../../tests/e2e/fixtures/browser';
import {measurePageWeight, type PageWeight} from '../../tests/e2e/fixtures/pageWeight';
import {PAGE_TYPES} from './pageTypes';
import {kb} from '../figures';


export async function pageWeights(baseUrl: string): Promise<Record<string, PageWeight>> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const weights: Record<string, PageWeight> = {};
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      const page = await browser.newPage();
      weights[type] = await measurePageWeight(page, `${baseUrl}${path}`);
      await page.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}

export function printWeights(weights: Record<string, PageWeight>): void {
  console.log('page type  path                 JS raw     JS gzip    CSS gzip   HTML gzip  requests');
  for (const [type, w] of Object.entries(weights)) {
    const path = PAGE_TYPES[type as keyof typeof PAGE_TYPES];
    console.log(
      `${type.padEnd(10)} ${path.padEnd(20)} ${kb(w.jsRaw).padEnd(10)} ${kb(w.jsGzip).padEnd(10)} ${kb(w.css).padEnd(10)} ${kb(w.html).padEnd(10)} ${w.requests}`,
    );
  }
}
