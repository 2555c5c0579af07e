/** What each page loads before the reader can interact, measured in Chromium against a served build. */
import {chromium} from 'playwright-core';
import {CHROMIUM_LAUNCH_OPTIONS} from '@site/tests/e2e/fixtures/browser';
import {measurePageWeight, type PageWeight} from '@site/tests/e2e/fixtures/pageWeight';
import {PAGES, type PageType} from './pageTypes';
import {kb} from '../figures';

export type MeasuredWeight = {type: PageType; path: string; weight: PageWeight};

export async function pageWeights(baseUrl: string): Promise<MeasuredWeight[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const measured: MeasuredWeight[] = [];
    for (const {type, path} of PAGES) {
      const page = await browser.newPage();
      measured.push({type, path, weight: await measurePageWeight(page, `${baseUrl}${path}`)});
      await page.close();
    }
    return measured;
  } finally {
    await browser.close();
  }
}

/** The heaviest page of each type, by gzip JavaScript. */
export function worstWeights(measured: MeasuredWeight[]): MeasuredWeight[] {
  const worst = new Map<PageType, MeasuredWeight>();
  for (const entry of measured) {
    const current = worst.get(entry.type);
    if (!current || entry.weight.jsGzip > current.weight.jsGzip) worst.set(entry.type, entry);
  }
  return [...worst.values()];
}

const row = (label: string, path: string, w: PageWeight) =>
  `${label.padEnd(16)} ${path.padEnd(34)} ${kb(w.jsRaw).padEnd(10)} ${kb(w.jsGzip).padEnd(10)} ${kb(w.css).padEnd(10)} ${kb(w.html).padEnd(10)} ${w.requests}`;

export function printWeights(measured: MeasuredWeight[], baseline?: MeasuredWeight[]): void {
  console.log(`page type        path                               JS raw     JS gzip    CSS gzip   HTML gzip  requests`);
  measured.forEach((entry, i) => {
    const before = baseline?.[i];
    if (before) console.log(row(`${before.type} (before)`, before.path, before.weight));
    console.log(row(baseline ? `${entry.type} (after)` : entry.type, entry.path, entry.weight));
  });
  console.log('\nWorst page per type, JS gzip:');
  const worstBefore = baseline ? worstWeights(baseline) : [];
  for (const entry of worstWeights(measured)) {
    const before = worstBefore.find((candidate) => candidate.type === entry.type);
    const was = before ? `${kb(before.weight.jsGzip)} (${before.path}) -> ` : '';
    console.log(`  ${entry.type.padEnd(8)} ${was}${kb(entry.weight.jsGzip)} (${entry.path})`);
  }
}
