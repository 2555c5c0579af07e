/**
 * `npm run bench:site`: builds the site with `future.faster` off then on and
 * prints both wall times, then serves the build and prints, per page type,
 * what loads before interaction and the median of Lighthouse runs (mobile and
 * desktop). Figures only; nothing is asserted.
 *
 * Flags: `--skip-build` measures the existing `build/`; `--weights-only`
 * (`npm run bench:js`) prints only the page weights; `--build-only`
 * (`npm run bench:build`) only the build times. `LH_RUNS` sets the
 * number of Lighthouse runs per page and form factor (default 5).
 */
import {execFileSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import {serveBuild} from '../serveBuild';
import {coldBuildSeconds} from './buildTime';
import {lighthouseMedians} from './lighthouse';
import {pageWeights, printWeights} from './pageWeights';
import {PAGE_TYPES} from './pageTypes';

const PORT = 4184;
const flags = new Set(process.argv.slice(2));
const runs = Number(process.env.LH_RUNS ?? 5);

function buildBoth(): void {
  const slow = coldBuildSeconds('build-webpack', false);
  rmSync('build-webpack', {recursive: true, force: true});
  const fast = coldBuildSeconds('build', true);
  execFileSync('npx', ['tsx', 'scripts/site/precompress.ts', 'build'], {stdio: 'ignore'});
  console.log(`Cold production build: faster on ${fast.toFixed(1)} s, faster off ${slow.toFixed(1)} s (ratio ${(slow / fast).toFixed(2)}x)`);
}

function printLighthouse(baseUrl: string): void {
  console.log(`\nLighthouse, median of ${runs} runs`);
  console.log('page type  form     perf  a11y  best  seo   LCP ms  TBT ms  CLS');
  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const s = lighthouseMedians(`${baseUrl}${path}`, formFactor, runs);
      console.log(
        `${type.padEnd(10)} ${formFactor.padEnd(8)} ${String(s.performance).padEnd(5)} ${String(s.accessibility).padEnd(5)} ${String(s.bestPractices).padEnd(5)} ${String(s.seo).padEnd(5)} ${s.lcpMs.toFixed(0).padEnd(7)} ${s.tbtMs.toFixed(0).padEnd(7)} ${s.cls.toFixed(3)}`,
      );
    }
  }
}

async function main(): Promise<void> {
  if (!flags.has('--skip-build') && !flags.has('--weights-only')) buildBoth();
  if (flags.has('--build-only')) return;
  const server = await serveBuild(PORT);
  try {
    printWeights(await pageWeights(server.url));
    if (!flags.has('--weights-only')) printLighthouse(server.url);
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
