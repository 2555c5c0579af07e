/**
 * `npm run bench:search`, after `npm run build`: relevance on the labelled
 * queries, per-keystroke latency, index size and the cost of a first search
 * on a cold page, for our engine and, on the same built site, for Pagefind
 * and @easyops-cn/docusaurus-search-local (installed for the benchmark
 * only), plus MiniSearch as a library on our records. Relevance is printed
 * for the labelled queries and for natural questions, held-out and dev side
 * by side; `--relevance-only` prints those alone, in seconds, with the
 * engine's time per search request in Node (`--misses` adds the dev queries
 * whose expected page is not first). `--ours-only`
 * skips the peers; `--baseline <dir>` also times our search in another build
 * (an older `build/`), in the same run, for before and after figures.
 * `BENCH_PORT` (default 4181) and the next port serve the builds. Figures only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from 'playwright-core';
import {buildInvertedIndex, type InvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import {INDEX_DEFAULTS, searchIndex} from '@site/plugins/search-local/src/engine/searchIndex';
import {readBuiltIndex} from '@site/scripts/search/readBuiltIndex';
import {CHROMIUM_LAUNCH_OPTIONS} from '@site/tests/e2e/fixtures/browser';
import {serveBuild} from '../serveBuild';
import {kb, percentile} from '../figures';
import {LABELLED_DEV, LABELLED_HELD_OUT, QUERIES, type LabelledQuery} from './queries';
import {NATURAL_DEV} from './naturalDev';
import {NATURAL_HELD_OUT} from './naturalHeldOut';
import {rankOf, relevance, relevanceOfPaths, type Relevance} from './relevance';
import {miniSearchPeer} from './miniSearchPeer';
import {indexWithPagefind, PAGEFIND_BUNDLE, pagefindKeystrokes, pagefindResults, removePagefind} from './pagefindPeer';
import {easyopsBundle, easyopsKeystrokes, easyopsResults, indexWithEasyops, removeEasyops} from './easyopsPeer';
import {coldPage, countTransferred, firstSearchThroughModal, keysAfterModal, modalKeystrokes, SLOW_4G, type FirstSearchStages} from './pageMeasures';
import {oursBundle, oursSearch, oursKeystrokes} from './oursInPage';

const PORT = Number(process.env.BENCH_PORT ?? 4181);
/** Cold first searches per engine; the median is printed. */
const COLD_RUNS = 9;
/** Cold first searches on an emulated phone network, whose downloads take seconds. */
const SLOW_RUNS = 5;
/** When the reader's first key comes after the modal shows: while the index is being built, in the old single task or in slices. */
const KEY_AFTER_MODAL_MS = [60, 90, 120, 150, 180, 210, 240, 270, 300, 330];
const COLD_PAGE = '/cms/intro';
const FIRST_QUERY = 'populate';
/** Queries whose every prefix is timed in the browser. */
const KEYSTROKE_QUERIES = QUERIES.slice(0, 20);

const brotli = (data: Buffer | string) =>
  brotliCompressSync(data, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length;
const median = (values: number[]) => percentile(values, 50);

/** One search request per prefix of every labelled query, timed in Node. */
function engineKeystrokes(index: InvertedIndex): number[] {
  const keystrokes: number[] = [];
  for (const {query} of QUERIES) {
    for (let end = 1; end <= query.length; end++) {
      const t = performance.now();
      searchIndex(index, {...INDEX_DEFAULTS, query: query.slice(0, end)});
      keystrokes.push(performance.now() - t);
    }
  }
  return keystrokes;
}

function engineFigures(buildDir = 'build') {
  const records = readBuiltIndex(path.resolve(buildDir));
  const started = performance.now();
  const index = buildInvertedIndex(records);
  const buildMs = performance.now() - started;
  const quality = relevance(index, QUERIES);
  const keystrokes = engineKeystrokes(index);
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-manifest.json'), 'utf8')) as {indexUrl: string};
  const file = fs.readFileSync(path.join(buildDir, manifest.indexUrl));
  return {
    records,
    index,
    manifestUrl: '/search-manifest.json',
    buildMs,
    quality,
    keystrokes,
    raw: file.length,
    gzip: gzipSync(file).length,
    brotli: brotli(file),
  };
}

/** A first search's time and bytes; through the modal, also when the index had arrived and the modal was on screen. */
type ColdSearch = {ms: number; bytes: number; stages?: FirstSearchStages};
const coldMedian = (runs: ColdSearch[]): ColdSearch => {
  const middle = (pick: (run: ColdSearch) => number) => median(runs.map(pick));
  const stages = runs.every((run) => run.stages)
    ? {indexArrived: middle((run) => run.stages!.indexArrived), modalShown: middle((run) => run.stages!.modalShown)}
    : undefined;
  return {ms: middle((run) => run.ms), bytes: middle((run) => run.bytes), stages};
};

/**
 * The median of `times` runs, after one that is not counted: each run has a
 * fresh context and an empty cache, but the browser process itself is warm,
 * as a reader's is.
 */
async function repeat(times: number, run: () => Promise<ColdSearch>): Promise<ColdSearch> {
  await run();
  const runs: ColdSearch[] = [];
  for (let i = 0; i < times; i++) runs.push(await run());
  return coldMedian(runs);
}

/**
 * One first search on a cold page through an engine's own API: `script`,
 * when given, is injected first and counted as a site would serve it,
 * brotli-compressed; `search` runs the query.
 */
async function coldApiSearch(browser: Browser, url: string, search: (page: Page) => Promise<unknown>, script?: string): Promise<ColdSearch> {
  const page = await coldPage(browser, url + COLD_PAGE);
  const transferred = countTransferred(page);
  if (script) await page.addScriptTag({content: script});
  const started = Date.now();
  await search(page);
  const ms = Date.now() - started;
  await page.waitForTimeout(300);
  const bytes = transferred() + (script ? brotli(script) : 0);
  await page.context().close();
  return {ms, bytes};
}

/** A warm page with `script` injected, for the relevance and keystroke runs. */
async function pageWith(browser: Browser, url: string, script?: string): Promise<Page> {
  const page = await coldPage(browser, url + COLD_PAGE);
  if (script) await page.addScriptTag({content: script});
  return page;
}

async function oursInBrowser(browser: Browser, url: string, manifestUrl: string) {
  const first = await repeat(COLD_RUNS, () => firstSearchThroughModal(browser, url + COLD_PAGE, FIRST_QUERY));
  const firstOnSlow4g = await repeat(SLOW_RUNS, () => firstSearchThroughModal(browser, url + COLD_PAGE, FIRST_QUERY, {network: SLOW_4G}));
  const firstReturning = await repeat(COLD_RUNS, () => firstSearchThroughModal(browser, url + COLD_PAGE, FIRST_QUERY, {returning: true}));
  const keysAfter = await keysAfterModal(browser, url + COLD_PAGE, KEY_AFTER_MODAL_MS);
  const bundle = await oursBundle(manifestUrl);
  const firstByApi = await repeat(COLD_RUNS, () => coldApiSearch(browser, url, (page) => oursSearch(page, FIRST_QUERY), bundle));
  const ui = await modalKeystrokes(browser, url + COLD_PAGE, ['document service', 'populate relations', 'deploy docker', 'typescript types']);
  const page = await pageWith(browser, url, bundle);
  const keystrokes = await oursKeystrokes(page, KEYSTROKE_QUERIES);
  await page.context().close();
  return {first, firstOnSlow4g, firstReturning, keysAfter, firstByApi, ui, keystrokes};
}

const FIRST: LabelledQuery[] = [{query: FIRST_QUERY, expected: ''}];

async function pagefindInBrowser(browser: Browser, url: string) {
  const first = await repeat(COLD_RUNS, () => coldApiSearch(browser, url, (page) => pagefindResults(page, FIRST)));
  const page = await pageWith(browser, url);
  const results = await pagefindResults(page, QUERIES);
  const keystrokes = await pagefindKeystrokes(page, KEYSTROKE_QUERIES);
  await page.context().close();
  return {first, results, keystrokes};
}

async function easyopsInBrowser(browser: Browser, url: string, bundle: string) {
  const first = await repeat(COLD_RUNS, () => coldApiSearch(browser, url, (page) => easyopsResults(page, FIRST), bundle));
  const page = await pageWith(browser, url, bundle);
  const results = await easyopsResults(page, QUERIES);
  const keystrokes = await easyopsKeystrokes(page, KEYSTROKE_QUERIES);
  await page.context().close();
  return {first, results, keystrokes};
}

function printRelevance(name: string, q: Relevance) {
  console.log(`  relevance: success@1 ${q.successAt1.toFixed(3)}, success@5 ${q.successAt5.toFixed(3)}, MRR ${q.mrr.toFixed(3)}`);
  if (name === 'ours') {
    // Held-out misses stay unseen: they are not for tuning.
    const dev = new Set(LABELLED_DEV.map((labelled) => labelled.query));
    for (const miss of q.misses.filter((m) => dev.has(m.query))) console.log(`    dev query missed in top 5: "${miss.query}" -> ${miss.got.join(', ')}`);
  }
}

const latency = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} keystrokes)`;
const cold = ({ms, bytes}: ColdSearch) => `${kb(bytes)} transferred, ${ms.toFixed(0)} ms to first results (median of ${COLD_RUNS} cold pages)`;

const share = (value: number) => value.toFixed(3);

/** success@1 and success@5 of our engine on both query sets, held-out first. */
function printSplitRelevance(index: InvertedIndex) {
  const sets = [
    ['Labelled queries', LABELLED_HELD_OUT, LABELLED_DEV],
    ['Natural questions', NATURAL_HELD_OUT, NATURAL_DEV],
  ] as const;
  console.log(`${''.padEnd(20)}${'held-out @1 / @5'.padEnd(26)}dev @1 / @5`);
  for (const [label, heldOut, dev] of sets) {
    const h = relevance(index, heldOut);
    const d = relevance(index, dev);
    const cell = (q: Relevance, n: number) => `${share(q.successAt1)} / ${share(q.successAt5)} (${n})`;
    console.log(`${label.padEnd(20)}${cell(h, heldOut.length).padEnd(26)}${cell(d, dev.length)}`);
  }
}

type EngineFigures = ReturnType<typeof engineFigures>;
type OursInBrowser = Awaited<ReturnType<typeof oursInBrowser>>;

function printOurs(engine: EngineFigures, ours: OursInBrowser) {
  console.log(`  index: ${engine.records.length} records, ${kb(engine.raw)} raw, ${kb(engine.gzip)} gzip, ${kb(engine.brotli)} brotli; indexed in ${engine.buildMs.toFixed(0)} ms on load (Node)`);
  console.log(`  per keystroke, search request in Chromium: ${latency(ours.keystrokes)}`);
  console.log(`  per keystroke, keydown to results list update in the modal: ${latency(ours.ui.toResults)}`);
  console.log(`    slowest keys (what the box held after each): ${ours.ui.slowest.map(({query, ms}) => `"${query}" ${ms.toFixed(1)} ms`).join(', ')}`);
  console.log(`  per keystroke, keydown to the next paint in the modal (Event Timing, 8 ms steps; below 16 ms counted as 16): ${latency(ours.ui.toPaint)}`);
  console.log(`  per keystroke, engine in Node: ${latency(engine.keystrokes)}`);
  console.log(`  cold first search through the modal, from Ctrl+K to the first hit on screen: ${cold(ours.first)}`);
  const stages = ours.first.stages;
  if (stages) {
    const rest = ours.first.ms - Math.max(stages.indexArrived, stages.modalShown);
    console.log(`    medians from Ctrl+K: index downloaded ${stages.indexArrived.toFixed(0)} ms, modal input on screen ${stages.modalShown.toFixed(0)} ms; then ${rest.toFixed(0)} ms to the first hit (unpacking and indexing, which wait for the modal, then the search)`);
  }
  const slow = ours.firstOnSlow4g;
  console.log(
    `  the same on a slow 4G network (150 ms round trips, 1.6 Mbps), median of ${SLOW_RUNS}: modal input on screen ${slow.stages?.modalShown.toFixed(0)} ms, index downloaded ${slow.stages?.indexArrived.toFixed(0)} ms, first hit ${slow.ms.toFixed(0)} ms`,
  );
  const returning = ours.firstReturning;
  console.log(
    `  first search of a page load for a reader who searched here before (the index in the browser's cache), median of ${COLD_RUNS}: modal input on screen ${returning.stages?.modalShown.toFixed(0)} ms, first hit ${returning.ms.toFixed(0)} ms, ${kb(returning.bytes)} transferred`,
  );
  const waits = ours.keysAfter.map((key) => key.wait);
  const hits = ours.keysAfter.map((key) => key.hit);
  console.log(
    `  a first key pressed ${KEY_AFTER_MODAL_MS[0]} to ${KEY_AFTER_MODAL_MS.at(-1)} ms after the modal shows (cold pages, indexing under way) waits for the main thread: median ${median(waits).toFixed(0)} ms, longest ${Math.max(...waits).toFixed(0)} ms; its hits are on screen ${median(hits).toFixed(0)} ms after it (median; longest ${Math.max(...hits).toFixed(0)} ms; ${hits.length} pages)`,
  );
  console.log(`  cold first search through the client alone, as the peers are timed: ${cold(ours.firstByApi)}`);
}

const optionValue = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};

/** Our figures alone, for `build/` and, with `--baseline`, first for another build, both served at once. */
async function measureOurs(baselineDir: string | undefined) {
  const builds = baselineDir ? [{label: `baseline (${baselineDir})`, dir: baselineDir}] : [];
  builds.push({label: 'build/', dir: 'build'});
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const [i, {label, dir}] of builds.entries()) {
      const engine = engineFigures(dir);
      const server = await serveBuild(PORT + i, dir);
      try {
        const ours = await oursInBrowser(browser, server.url, engine.manifestUrl);
        console.log(`Ours, ${label}, load average ${os.loadavg()[0]!.toFixed(1)} (the client-alone and search-request lines run this checkout's client code on that build's index)`);
        printSplitRelevance(engine.index);
        printOurs(engine, ours);
      } finally {
        server.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  if (process.argv.includes('--relevance-only')) {
    const index = buildInvertedIndex(readBuiltIndex());
    printSplitRelevance(index);
    console.log(`per keystroke, engine in Node: ${latency(engineKeystrokes(index))}`);
    if (process.argv.includes('--misses')) {
      // Dev only: held-out misses stay unseen, they are not for tuning.
      for (const labelled of [...LABELLED_DEV, ...NATURAL_DEV]) {
        const {rank, pages} = rankOf(index, labelled);
        if (rank !== 1) console.log(`  dev miss @1 (${rank ?? '>20'}): "${labelled.query}" wants ${labelled.expected}; got ${[...new Set(pages)].slice(0, 3).join(', ')}`);
      }
    }
    return;
  }
  const baselineDir = optionValue('--baseline');
  if (process.argv.includes('--ours-only') || baselineDir) {
    await measureOurs(baselineDir);
    return;
  }
  const engine = engineFigures();
  const routes = [...new Set(engine.records.map((record) => new URL(record.url_without_anchor).pathname))];
  const pagefindIndex = indexWithPagefind('build');
  const easyopsIndex = await indexWithEasyops('build', routes);
  const bundle = await easyopsBundle(easyopsIndex.modules, easyopsIndex.generatedDir);
  const server = await serveBuild(PORT);
  let ours;
  let pagefind;
  let easyops;
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    ours = await oursInBrowser(browser, server.url, engine.manifestUrl);
    pagefind = await pagefindInBrowser(browser, server.url);
    easyops = await easyopsInBrowser(browser, server.url, bundle);
    await browser.close();
  } finally {
    server.stop();
    removePagefind('build');
    removeEasyops('build');
  }
  const mini = await miniSearchPeer(engine.records, QUERIES);

  console.log(`Labelled queries: ${QUERIES.length}; ${routes.length} pages; keystroke figures over every prefix of ${KEYSTROKE_QUERIES.length} queries.\n`);
  console.log('Ours (DocSearch modal on the local engine)');
  printSplitRelevance(engine.index);
  printRelevance('ours', engine.quality); // all labelled queries, as the peers are measured
  printOurs(engine, ours);
  console.log('\nPagefind 1.6 (its JS API, over the same build)');
  printRelevance('pagefind', relevanceOfPaths(QUERIES, pagefind.results));
  console.log(`  index: ${kb(pagefindIndex.bytes)} on disk in ${PAGEFIND_BUNDLE}/, built in ${pagefindIndex.seconds.toFixed(1)} s`);
  console.log(`  per keystroke, search and 5 results' data in Chromium: ${latency(pagefind.keystrokes)}`);
  console.log(`  cold first search through its API: ${cold(pagefind.first)}`);

  console.log('\n@easyops-cn/docusaurus-search-local 0.55 (its worker code in the page, over the same build)');
  printRelevance('easyops', relevanceOfPaths(QUERIES, easyops.results));
  console.log(`  index: ${kb(easyopsIndex.raw)} raw, ${kb(easyopsIndex.gzip)} gzip, built in ${easyopsIndex.seconds.toFixed(1)} s`);
  console.log(`  per keystroke, search in Chromium: ${latency(easyops.keystrokes)}`);
  console.log(`  cold first search through its worker code: ${cold(easyops.first)}`);

  console.log('\nMiniSearch 7.2 (library on our records, field boosts in DocSearch order, prefix and fuzzy)');
  printRelevance('minisearch', relevanceOfPaths(QUERIES, mini.results));
  console.log(`  per keystroke, engine in Node: ${latency(mini.keystrokes)}; indexed in ${mini.buildMs.toFixed(0)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
