/**
 * `npm run bench:ask-ai`, after `npm run build`: whether Ask AI cites the
 * page that answers each labelled question, how often it answers with no
 * source, and the time to the first answer token in Chromium. Figures only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {buildInvertedIndex} from '../../plugins/search-local/src/engine/invertedIndex';
import type {CodeBlocksFile, SearchManifest} from '../../plugins/search-local/src/types';
import {retrieveSections} from '../../plugins/ask-ai/src/answer/retrieve';
import {composeAnswer} from '../../plugins/ask-ai/src/answer/compose';
import {asksHow} from '../../plugins/ask-ai/src/answer/questionWords';
import {readBuiltIndex} from '../../scripts/search/readBuiltIndex';
import {CHROMIUM_LAUNCH_OPTIONS} from '../../tests/e2e/fixtures/browser';
import {serveBuild} from '../serveBuild';
import {percentile} from '../figures';
import {QUESTIONS} from './questions';

const PORT = 4183;
const TIMED_QUESTIONS = 8;

function answerQuality() {
  const index = buildInvertedIndex(readBuiltIndex());
  const manifest = JSON.parse(fs.readFileSync('build/search-manifest.json', 'utf8')) as SearchManifest;
  const code = JSON.parse(fs.readFileSync(path.join('build', manifest.codeUrl!), 'utf8')) as CodeBlocksFile;
  let inTop3 = 0;
  let noSource = 0;
  let confident = 0;
  const misses: string[] = [];
  const composeMs: number[] = [];
  for (const {question, expected} of QUESTIONS) {
    const started = performance.now();
    const answer = composeAnswer(index, retrieveSections(index, question), {
      withCode: asksHow(question),
      codeFor: (key) => code.sections[key],
    });
    composeMs.push(performance.now() - started);
    const pages = answer.sources.map((source) => source.url.split('#')[0]);
    const accepted = [expected].flat();
    if (pages.slice(0, 3).some((page) => accepted.includes(page!))) inTop3++;
    else misses.push(`"${question}" -> ${pages.slice(0, 3).join(', ') || 'no source'}`);
    if (answer.sources.length === 0) noSource++;
    if (answer.confident) confident++;
  }
  return {inTop3, noSource, confident, misses, composeMs};
}

/** From pressing Enter to the first piece of answer text on screen. */
async function firstTokenTimes(url: string): Promise<number[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/cms/intro`, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.locator('.theme-doc-sidebar-container .kapa-widget-button').click();
    const dialog = page.getByRole('dialog', {name: 'Ask your question'});
    const times: number[] = [];
    for (const [i, {question}] of QUESTIONS.slice(0, TIMED_QUESTIONS).entries()) {
      await dialog.getByRole('textbox').fill(question);
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
    return times;
  } finally {
    await browser.close();
  }
}

async function main() {
  const quality = answerQuality();
  const server = await serveBuild(PORT);
  let times: number[];
  try {
    times = await firstTokenTimes(server.url);
  } finally {
    server.stop();
  }
  const n = QUESTIONS.length;
  const share = (count: number) => `${((100 * count) / n).toFixed(1)} %`;
  console.log(`Labelled questions: ${n}`);
  console.log(`Expected page among the first 3 sources: ${quality.inTop3}/${n} (${share(quality.inTop3)})`);
  console.log(`Answered with no source: ${quality.noSource}/${n} (${share(quality.noSource)})`);
  console.log(`Confident answers (not "no clear answer"): ${quality.confident}/${n} (${share(quality.confident)})`);
  console.log(`Retrieval and composition (Node): p50 ${percentile(quality.composeMs, 50).toFixed(1)} ms, p95 ${percentile(quality.composeMs, 95).toFixed(1)} ms`);
  console.log(`Time to first answer token (Chromium): cold ${times[0]!.toFixed(0)} ms (index download included), warm p50 ${percentile(times.slice(1), 50).toFixed(0)} ms`);
  for (const miss of quality.misses) console.log(`  missed: ${miss}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
