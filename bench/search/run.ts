/**
 * `npm run bench:search`, after `npm run build`: relevance on the labelled
 * queries, engine and in-browser keystroke latency, index size, and what the
 * first search of a cold page costs. Figures only; nothing is asserted.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {buildInvertedIndex} from '../../plugins/search-local/src/engine/invertedIndex';
import {INDEX_DEFAULTS, searchIndex} from '../../plugins/search-local/src/engine/searchIndex';
import {readBuiltIndex} from '../../scripts/search/readBuiltIndex';
import {CHROMIUM_LAUNCH_OPTIONS} from '../../tests/e2e/fixtures/browser';
import {serveBuild} from '../serveBuild';
import {kb, percentile} from '../figures';
import {QUERIES} from './queries';
import {relevance, relevanceOfPaths, type Relevance} from './relevance';
import {miniSearchPeer} from './miniSearchPeer';
import {indexWithPagefind, PAGEFIND_BUNDLE, pagefindKeystrokes, pagefindResults, removePagefind} from './pagefindPeer';

const PORT = 4181;

function engineFigures() {
  const records = readBuiltIndex();
  const started = performance.now();
  const index = buildInvertedIndex(records);
  const buildMs = performance.now() - started;
  const quality = relevance(index, QUERIES);
  const keystrokes: number[] = [];
  for (const {query} of QUERIES) {
    for (let end = 1; end <= query.length; end++) {
      const t = performance.now();
      searchIndex(index, {...INDEX_DEFAULTS, query: query.slice(0, end)});
      keystrokes.push(performance.now() - t);
    }
  }
  const manifest = JSON.parse(fs.readFileSync('build/search-manifest.json', 'utf8')) as {indexUrl: string};
  const file = fs.readFileSync(path.join('build', manifest.indexUrl));
  return {records: records.length, buildMs, quality, keystrokes, raw: file.length, gzip: gzipSync(file).length};
}

async function browserFigures() {
  const server = await serveBuild(PORT);
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const page = await browser.newPage();
    await page.goto(`http://localhost:${PORT}/cms/intro`, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    let bytes = 0;
    page.on('response', (response) => {
      response.body().then((body) => (bytes += gzipSync(body).length), () => undefined);
    });
    const firstStarted = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('populate');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const firstMs = Date.now() - firstStarted;
    await page.waitForTimeout(300);
    const firstBytes = bytes;

    // Per keystroke: from keydown to the next change of the results list.
    await page.locator('.DocSearch-Input').fill('');
    await page.evaluate(() => {
      const w = window as unknown as {latencies: number[]; pending: number | null};
      w.latencies = [];
      w.pending = null;
      document.addEventListener('keydown', () => (w.pending = performance.now()), true);
      new MutationObserver(() => {
        if (w.pending !== null) {
          w.latencies.push(performance.now() - w.pending);
          w.pending = null;
        }
      }).observe(document.querySelector('.DocSearch-Dropdown')!, {childList: true, subtree: true, characterData: true});
    });
    for (const query of ['document service', 'populate relations', 'deploy docker', 'typescript types']) {
      await page.locator('.DocSearch-Input').pressSequentially(query, {delay: 60});
      await page.locator('.DocSearch-Input').fill('');
    }
    const latencies = await page.evaluate(() => (window as unknown as {latencies: number[]}).latencies);

    // Pagefind, on the same build, through its own JS API.
    const peerPage = await browser.newPage();
    await peerPage.goto(`http://localhost:${PORT}/cms/intro`, {waitUntil: 'networkidle'});
    let peerBytes = 0;
    peerPage.on('response', (response) => {
      if (response.url().includes(`/${PAGEFIND_BUNDLE}/`)) {
        response.body().then((body) => (peerBytes += gzipSync(body).length), () => undefined);
      }
    });
    const peerStarted = Date.now();
    await pagefindResults(peerPage, [{query: 'populate', expected: ''}]);
    const peerFirstMs = Date.now() - peerStarted;
    await peerPage.waitForTimeout(300);
    const peerFirstBytes = peerBytes;
    const peerResults = await pagefindResults(peerPage, QUERIES);
    const peerKeystrokes = await pagefindKeystrokes(peerPage, QUERIES.slice(0, 20));
    await browser.close();
    return {firstMs, firstBytes, latencies, pagefind: {firstMs: peerFirstMs, firstBytes: peerFirstBytes, results: peerResults, keystrokes: peerKeystrokes}};
  } finally {
    server.stop();
  }
}

function printRelevance(name: string, q: Relevance) {
  console.log(`${name}: success@1 ${q.successAt1.toFixed(3)}   success@5 ${q.successAt5.toFixed(3)}   MRR ${q.mrr.toFixed(3)}`);
}

async function main() {
  const engine = engineFigures();
  const pagefindIndex = indexWithPagefind('build');
  let browser;
  try {
    browser = await browserFigures();
  } finally {
    removePagefind('build');
  }
  const q = engine.quality;
  console.log(`Labelled queries: ${QUERIES.length}`);
  printRelevance('ours    ', q);
  for (const miss of q.misses) console.log(`  missed in top 5: "${miss.query}" -> ${miss.got.join(', ')}`);
  console.log(`Index: ${engine.records} records, ${kb(engine.raw)} raw, ${kb(engine.gzip)} gzip; built in ${engine.buildMs.toFixed(0)} ms (Node)`);
  console.log(`Engine per keystroke (Node): p50 ${percentile(engine.keystrokes, 50).toFixed(2)} ms, p95 ${percentile(engine.keystrokes, 95).toFixed(2)} ms`);
  console.log(`Keystroke to results update (Chromium): p50 ${percentile(browser.latencies, 50).toFixed(1)} ms, p95 ${percentile(browser.latencies, 95).toFixed(1)} ms (${browser.latencies.length} keystrokes)`);
  console.log(`Cold page, first search: ${kb(browser.firstBytes)} transferred (gzip-equivalent), ${browser.firstMs} ms to first results`);
  const peer = browser.pagefind;
  printRelevance('Pagefind', relevanceOfPaths(QUERIES, peer.results));
  console.log(`Pagefind index: ${kb(pagefindIndex.bytes)} on disk, built in ${pagefindIndex.seconds.toFixed(1)} s`);
  console.log(`Pagefind per keystroke (Chromium, search + 5 results): p50 ${percentile(peer.keystrokes, 50).toFixed(1)} ms, p95 ${percentile(peer.keystrokes, 95).toFixed(1)} ms`);
  console.log(`Pagefind cold first search: ${kb(peer.firstBytes)} transferred (gzip-equivalent), ${peer.firstMs} ms`);
  const mini = await miniSearchPeer(readBuiltIndex(), QUERIES);
  printRelevance('MiniSearch (library, same records)', relevanceOfPaths(QUERIES, mini.results));
  console.log(`MiniSearch per keystroke (Node): p50 ${percentile(mini.keystrokes, 50).toFixed(2)} ms, p95 ${percentile(mini.keystrokes, 95).toFixed(2)} ms; built in ${mini.buildMs.toFixed(0)} ms`);
  console.log('@easyops-cn/docusaurus-search-local: not measured (it needs a second site build with its theme).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
