import {chromium} from 'playwright-core';
import {CHROMIUM_LAUNCH_OPTIONS} from '/work/main/tests/e2e/fixtures/browser';
const b = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
for (let run=0; run<4; run++) {
const p = await b.newPage();
let bytes = 0;
p.on('requestfinished', async (r) => { const sz = await r.sizes(); bytes += sz.responseBodySize + sz.responseHeadersSize; });
await p.goto('http://localhost:4190/cms/intro', {waitUntil:'networkidle'});
await p.waitForSelector('html[data-has-hydrated="true"]');
bytes = 0;
await p.evaluate(() => {
  const w = window as any; w.marks = {};
  document.addEventListener('keydown', () => { w.marks.key ??= performance.now(); }, true);
  new MutationObserver(() => {
    if (!w.marks.input && document.querySelector('.DocSearch-Input')) w.marks.input = performance.now();
    if (!w.marks.hit && document.querySelector('.DocSearch-Hit')) w.marks.hit = performance.now();
  }).observe(document.body, {childList: true, subtree: true});
});
await p.keyboard.press('Control+k');
await p.locator('.DocSearch-Input').fill('populate');
await p.locator('.DocSearch-Hit').first().waitFor();
await p.waitForTimeout(300);
const r = await p.evaluate(() => {
  const w = window as any; const k = w.marks.key;
  const res = performance.getEntriesByType('resource').filter((e: any) => e.startTime > k - 5).map((e: any) => `${e.name.split('/').pop()} ${(e.startTime-k).toFixed(0)}-${(e.responseEnd-k).toFixed(0)}`);
  return {input: Math.round(w.marks.input - k), hit: Math.round(w.marks.hit - k), res: res.join(' | ')};
});
const keyAbs = await p.evaluate(() => performance.timeOrigin + (window as any).marks.key);
const ws = p.workers();
const wr = ws.length ? await ws[0]!.evaluate((k) => { const o = performance.timeOrigin; return {origin: Math.round(o - k), res: performance.getEntriesByType('resource').map((e: any) => `${e.name.split('/').pop()} ${(o + e.startTime - k).toFixed(0)}-${(o + e.responseEnd - k).toFixed(0)}`).join(' | ')}; }, keyAbs) : null;
console.log(JSON.stringify({...r, bytes, wr}));
await p.close();
}
await b.close();
