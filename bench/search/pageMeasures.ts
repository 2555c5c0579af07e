import type {Browser, Page} from 'playwright-core';

/** Compressed bytes of every response the page receives from now on, as sent over the wire. */
export function countTransferred(page: Page): () => number {
  let bytes = 0;
  page.on('requestfinished', (request) => {
    request.sizes().then(
      // A response from the cache reports -1.
      (sizes) => (bytes += Math.max(0, sizes.responseBodySize)),
      () => undefined,
    );
  });
  return () => bytes;
}

/** How long a page's deferred work waits after it renders: image zoom loads a second after, when idle. */
const DEFERRED_WORK_MS = 1500;
/** The page is quiet once no request has finished for this long. */
const QUIET_MS = 500;

/**
 * Loads `url` and waits for hydration and the page's own deferred work
 * (image zoom, idle prefetches), so that its requests are not counted as
 * search's.
 */
async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // No named functions in here: tsx (esbuild) would wrap them in a `__name` helper the page does not have.
  await page.evaluate(
    async ([deferred, quiet]) => {
      await new Promise((resolve) => setTimeout(resolve, deferred));
      let finished = -1;
      while (performance.getEntriesByType('resource').length !== finished) {
        finished = performance.getEntriesByType('resource').length;
        await new Promise((resolve) => setTimeout(resolve, quiet));
      }
    },
    [DEFERRED_WORK_MS, QUIET_MS] as const,
  );
}

/** A hydrated page in a fresh context, settled: nothing cached, as for a first visit. */
export async function coldPage(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSettled(page, url);
  return page;
}

/**
 * The same page for a reader who searched here before: in a fresh context,
 * a search for `query` whose first hit they open (DocSearch saves it as a
 * recent search), then `url` loaded again, settled. The browser's cache
 * holds what that search downloaded; the page's script starts afresh.
 */
async function returningSearcherPage(browser: Browser, url: string, query: string): Promise<Page> {
  const page = await coldPage(browser, url);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('__DOCSEARCH_RECENT_SEARCHES__')));
  await openSettled(page, url);
  return page;
}

/** Where a first search's time goes, in ms from the Ctrl+K keydown. */
export type FirstSearchStages = {indexArrived: number; modalShown: number};

/** Network conditions for Chromium to emulate, as the DevTools protocol takes them (bytes per second, ms). */
export type NetworkConditions = {latency: number; downloadThroughput: number; uploadThroughput: number};

/** Lighthouse's mobile network: 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G: NetworkConditions = {latency: 150, downloadThroughput: (1.6384 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8};

export type FirstSearchOptions = {
  /** Network conditions Chromium emulates from the Ctrl+K on, for a reader who has been on the page a few seconds. */
  network?: NetworkConditions;
  /** A reader who searched here before (see `returningSearcherPage`), not a first visit. */
  returning?: boolean;
};

/**
 * Our first search of a page load through the real UI: from the Ctrl+K
 * keydown to the first hit on screen, timed in the page, and the bytes it
 * transferred; with when the index had downloaded and when the modal's
 * input appeared.
 */
export async function firstSearchThroughModal(browser: Browser, url: string, query: string, {network, returning}: FirstSearchOptions = {}) {
  const page = returning ? await returningSearcherPage(browser, url, query) : await coldPage(browser, url);
  if (network) {
    const session = await page.context().newCDPSession(page);
    await session.send('Network.emulateNetworkConditions', {offline: false, ...network});
  }
  const transferred = countTransferred(page);
  await page.evaluate(() => {
    const marks: {keydown?: number; input?: number; hit?: number} = {};
    (window as unknown as {benchMarks: typeof marks}).benchMarks = marks;
    document.addEventListener('keydown', () => (marks.keydown ??= performance.now()), true);
    new MutationObserver(() => {
      if (marks.input === undefined && document.querySelector('.DocSearch-Input')) marks.input = performance.now();
      // Hits of a search, not the recent searches of the start screen: only results have the footer.
      if (marks.hit === undefined && document.querySelector('.DocSearch-HitsFooter') && document.querySelector('.DocSearch-Hit')) marks.hit = performance.now();
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-HitsFooter').waitFor();
  await page.locator('.DocSearch-Hit').first().waitFor();
  const {ms, stages} = await page.evaluate(() => {
    const {keydown, input, hit} = (window as unknown as {benchMarks: Record<string, number>}).benchMarks;
    const index = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.includes('/assets/search/index.'));
    const stages = {indexArrived: (index?.responseEnd ?? NaN) - keydown!, modalShown: input! - keydown!};
    return {ms: hit! - keydown!, stages};
  });
  await page.waitForTimeout(500);
  const bytes = transferred();
  await page.context().close();
  return {ms, bytes, stages};
}

/** Event Timing reports only events slower than this (its least threshold); the faster ones count as this. */
const EVENT_TIMING_THRESHOLD_MS = 16;

/** How many of the slowest keys to report, with what the search box held after each. */
const SLOWEST_KEYS = 5;

type ModalKeystrokes = {toResults: number[]; toPaint: number[]; slowest: {query: string; ms: number}[]};

/**
 * Keystrokes typed into the open modal: from each keydown to the next change
 * of the results list, React rendering included (`toResults`), and to the
 * next paint after it, style and layout included, as Event Timing reports
 * it for the page's Interaction to Next Paint (`toPaint`, in steps of 8 ms).
 */
export async function modalKeystrokes(browser: Browser, url: string, queries: string[]): Promise<ModalKeystrokes> {
  const page = await coldPage(browser, url);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.fill('populate');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await input.fill('');
  await page.evaluate((threshold) => {
    const state = window as unknown as {latencies: number[]; queries: string[]; pending: number | null; keys: number; paints: number[]};
    state.latencies = [];
    state.queries = [];
    state.pending = null;
    state.keys = 0;
    state.paints = [];
    document.addEventListener('keydown', () => ((state.pending = performance.now()), state.keys++), true);
    new MutationObserver(() => {
      if (state.pending !== null) {
        state.latencies.push(performance.now() - state.pending);
        state.queries.push(document.querySelector<HTMLInputElement>('.DocSearch-Input')!.value);
        state.pending = null;
      }
    }).observe(document.querySelector('.DocSearch-Dropdown')!, {childList: true, subtree: true, characterData: true});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') state.paints.push(entry.duration);
    }).observe({type: 'event', durationThreshold: threshold} as PerformanceObserverInit);
  }, EVENT_TIMING_THRESHOLD_MS);
  for (const query of queries) {
    await input.pressSequentially(query, {delay: 60});
    await input.fill('');
  }
  // Event Timing reports an event after its paint.
  await page.waitForTimeout(500);
  const {latencies, typed, keys, paints} = await page.evaluate(() => {
    const state = window as unknown as {latencies: number[]; queries: string[]; keys: number; paints: number[]};
    return {latencies: state.latencies, typed: state.queries, keys: state.keys, paints: state.paints};
  });
  await page.context().close();
  const unreported = Math.max(0, keys - paints.length);
  const slowest = latencies
    .map((ms, i) => ({query: typed[i]!, ms}))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_KEYS);
  return {toResults: latencies, toPaint: [...paints, ...Array<number>(unreported).fill(EVENT_TIMING_THRESHOLD_MS)], slowest};
}

/** A first key pressed some time after the modal shows: how long it waited for the main thread, and when its hits showed. */
export type KeyAfterModal = {wait: number; hit: number};

/**
 * A reader who starts typing some time after the modal shows (`after` ms
 * later), one cold page per delay, while the index is being built: how
 * long the key waits for the main thread (from the browser's receipt of
 * the keydown to its handler), and how long until its hits are on screen.
 */
export async function keysAfterModal(browser: Browser, url: string, after: number[]): Promise<KeyAfterModal[]> {
  const keys: KeyAfterModal[] = [];
  for (const delay of after) {
    const page = await coldPage(browser, url);
    await page.evaluate(() => {
      const state = window as unknown as {key?: {wait: number; at: number; hit?: number}};
      document.addEventListener('keydown', (event) => event.key === 'w' && (state.key ??= {wait: performance.now() - event.timeStamp, at: event.timeStamp}), true);
      new MutationObserver(() => {
        // Hits of a search, not the recent searches of the start screen: only results have the footer.
        if (state.key && state.key.hit === undefined && document.querySelector('.DocSearch-HitsFooter') && document.querySelector('.DocSearch-Hit')) {
          state.key.hit = performance.now() - state.key.at;
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.waitForTimeout(delay);
    await page.keyboard.press('w');
    await page.waitForFunction(() => (window as unknown as {key?: {hit?: number}}).key?.hit !== undefined);
    keys.push(await page.evaluate(() => (window as unknown as {key: KeyAfterModal}).key));
    await page.context().close();
  }
  return keys;
}
