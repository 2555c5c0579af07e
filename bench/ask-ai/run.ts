/**
 * `npm run bench:ask-ai`, after `npm run build`: on reader-phrased questions,
 * dev and held-out side by side, whether Ask AI cites the page that answers
 * among its first 3 sources, whether its answer text carries the key fact,
 * whether it declines out-of-scope questions, and how long it takes (Node,
 * and Chromium cold and warm). `--no-browser` skips Chromium; `--misses`
 * lists the dev questions it gets wrong (never the held-out ones). `BENCH_PORT`
 * (default 4183) serves the build for Chromium. Figures only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {buildInvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import type {CodeBlocksFile, SearchManifest} from '@site/plugins/search-local/src/types';
import {readBuiltAnswerRecords} from '@site/scripts/search/readBuiltIndex';
import {CHROMIUM_LAUNCH_OPTIONS} from '@site/tests/e2e/fixtures/browser';
import {serveBuild} from '../serveBuild';
import {percentile} from '../figures';
import {answerQuality, type AnswerQuality} from './quality';
import {DEV} from './dev';
import {HELD_OUT} from './heldOut';

const PORT = Number(process.env.BENCH_PORT ?? 4183);
/** Questions timed in Chromium: the first one cold (index download included), the rest warm. */
const TIMED_QUESTIONS = 21;
/** The first question is typed as a reader types it, from the dialog's opening: the corpus gets ready meanwhile. */
const TYPING_DELAY_MS = 40;

function loadCorpus() {
  const index = buildInvertedIndex(readBuiltAnswerRecords());
  const manifest = JSON.parse(fs.readFileSync('build/search-manifest.json', 'utf8')) as SearchManifest;
  const code = JSON.parse(fs.readFileSync(path.join('build', manifest.codeUrl!), 'utf8')) as CodeBlocksFile;
  return {index, codeFor: (key: string) => code.sections[key]};
}

/**
 * From pressing Enter to the first piece of answer text on screen, per
 * question; and the longest task on the main thread while the first
 * question is typed (0 when none reaches 50 ms, the least a long task
 * lasts): a key pressed then waits for it.
 */
async function answerTimes(url: string, questions: string[]): Promise<{times: number[]; longestTask: number}> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/cms/intro`, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.locator('.theme-doc-sidebar-container .kapa-widget-button').click();
    const dialog = page.getByRole('dialog', {name: 'Ask your question'});
    await page.evaluate(() => {
      const state = window as unknown as {longestTask: number};
      state.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) state.longestTask = Math.max(state.longestTask, task.duration);
      }).observe({type: 'longtask'});
    });
    const times: number[] = [];
    let longestTask = 0;
    for (const [i, question] of questions.entries()) {
      if (i === 0) {
        await dialog.getByRole('textbox').pressSequentially(question, {delay: TYPING_DELAY_MS});
        longestTask = await page.evaluate(() => (window as unknown as {longestTask: number}).longestTask);
      } else await dialog.getByRole('textbox').fill(question);
      const elapsed = await page.evaluate(
        (turn) =>
          new Promise<number>((resolve) => {
            const started = performance.now();
            const observer = new MutationObserver(() => {
              const answers = document.querySelectorAll('dialog li[data-status] [class*="answerText"]');
              if (answers.length > turn) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(document.querySelector('dialog')!, {childList: true, subtree: true});
            document.querySelector('dialog textarea')!.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
          }),
        i,
      );
      times.push(elapsed);
      await page.locator('dialog li[data-status="done"]').nth(i).waitFor();
    }
    return {times, longestTask};
  } finally {
    await browser.close();
  }
}

const ratio = (count: number, total: number) => `${(count / Math.max(1, total)).toFixed(3)} (${count}/${total})`;

function printSideBySide(dev: AnswerQuality, heldOut: AnswerQuality) {
  const rows: [string, (q: AnswerQuality) => string][] = [
    ['Expected page in first 3 sources', (q) => ratio(q.pageInTop3, q.inScope)],
    ['Key fact in answer text', (q) => ratio(q.factInAnswer, q.inScope)],
    ['Out-of-scope questions refused', (q) => ratio(q.refused, q.outOfScope)],
    ['In-scope questions declined', (q) => ratio(q.declined, q.inScope)],
    ['Answer in Node, p50 / p95', (q) => `${percentile(q.composeMs, 50).toFixed(1)} / ${percentile(q.composeMs, 95).toFixed(1)} ms`],
  ];
  const width = 36;
  console.log(`${''.padEnd(width)}${'held-out'.padEnd(20)}dev`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}${value(heldOut).padEnd(20)}${value(dev)}`);
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const {index, codeFor} = loadCorpus();
  const dev = answerQuality(index, codeFor, DEV);
  const heldOut = answerQuality(index, codeFor, HELD_OUT);
  console.log(`Questions: held-out ${HELD_OUT.inScope.length} + ${HELD_OUT.outOfScope.length} out of scope; dev ${DEV.inScope.length} + ${DEV.outOfScope.length} out of scope.\n`);
  printSideBySide(dev, heldOut);
  if (!args.has('--no-browser')) {
    const server = await serveBuild(PORT);
    try {
      const questions = [...HELD_OUT.inScope, ...DEV.inScope].slice(0, TIMED_QUESTIONS).map((q) => q.question);
      const {times, longestTask} = await answerTimes(server.url, questions);
      const warm = times.slice(1);
      console.log(
        `Time to first answer text in Chromium: cold ${times[0]!.toFixed(0)} ms (the first question typed at ${TYPING_DELAY_MS} ms a key from the dialog's opening, while the index downloads and is built; longest main-thread task meanwhile ${longestTask === 0 ? 'under 50 ms' : `${longestTask.toFixed(0)} ms`}), warm p50 ${percentile(warm, 50).toFixed(0)} ms, p95 ${percentile(warm, 95).toFixed(0)} ms (${warm.length} questions)`,
      );
    } finally {
      server.stop();
    }
  }
  if (args.has('--misses')) for (const miss of dev.misses) console.log(`  dev miss: ${miss}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
