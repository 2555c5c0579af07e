/**
 * `npm run bench:site`: builds the site with `future.faster` off then on and
 * prints both wall times, then serves the build and prints, per page, what
 * loads before interaction, how many elements a phone builds after the
 * page has loaded, and the median of Lighthouse runs (mobile and desktop),
 * and per page type its worst page. Figures only; nothing is asserted.
 *
 * Flags: `--skip-build` measures the existing `build/`; `--weights-only`
 * (`npm run bench:js`) prints only the page weights and elements built
 * after load; `--build-only`
 * (`npm run bench:build`) only the build times; `--baseline <dir>` also
 * measures another build (such as a copy of `build/` from before a change),
 * page by page in turn with this one, so that both see the same machine load;
 * `--mobile-only` skips the desktop runs. `LH_RUNS` sets the number of
 * Lighthouse runs per page and form factor (default 5); `BENCH_PORT` the
 * first of the two ports used (default 4184).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {serveBuild, type ServedBuild} from '../serveBuild';
import {coldBuildSeconds} from './buildTime';
import {lighthouseMedians, type LighthouseScores} from './lighthouse';
import {pageWeights, printWeights} from './pageWeights';
import {PAGES, type PageType} from './pageTypes';
import {builtAfterLoad, printBuiltAfterLoad} from './builtAfterLoad';

const args = process.argv.slice(2);
const flags = new Set(args);
const baselineDir = flags.has('--baseline') ? args[args.indexOf('--baseline') + 1] : undefined;
const port = Number(process.env.BENCH_PORT ?? 4184);
const runs = Number(process.env.LH_RUNS ?? 5);
const formFactors = flags.has('--mobile-only') ? (['mobile'] as const) : (['mobile', 'desktop'] as const);

function buildBoth(): void {
  const slow = coldBuildSeconds('build-webpack', false);
  rmSync('build-webpack', {recursive: true, force: true});
  const fast = coldBuildSeconds('build', true);
  execFileSync('npx', ['tsx', 'scripts/site/precompress.ts', 'build'], {stdio: 'ignore'});
  console.log(`Cold production build: faster on ${fast.toFixed(1)} s, faster off ${slow.toFixed(1)} s (ratio ${(slow / fast).toFixed(2)}x)`);
}

type Scored = {type: PageType; path: string; build: string; formFactor: string; scores: LighthouseScores};

const scoreRow = ({type, path, build, formFactor, scores: s}: Scored) =>
  `${type.padEnd(8)} ${path.padEnd(34)} ${build.padEnd(7)} ${formFactor.padEnd(8)} ${String(s.performance).padEnd(5)} ${String(s.accessibility).padEnd(5)} ${String(s.bestPractices).padEnd(5)} ${String(s.seo).padEnd(5)} ${s.lcpMs.toFixed(0).padEnd(7)} ${s.tbtMs.toFixed(0).padEnd(7)} ${s.cls.toFixed(3)}`;

/** Per type, build and form factor: the lowest score and the highest timing of its pages. */
function worstPerType(scored: Scored[]): Scored[] {
  const groups = new Map<string, Scored[]>();
  for (const entry of scored) {
    const key = `${entry.type}|${entry.build}|${entry.formFactor}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()].map((group) => {
    const all = group.map((entry) => entry.scores);
    const min = (key: keyof LighthouseScores) => Math.min(...all.map((s) => s[key]));
    const max = (key: keyof LighthouseScores) => Math.max(...all.map((s) => s[key]));
    const worstPage = group.reduce((a, b) => (b.scores.performance < a.scores.performance ? b : a));
    return {
      ...group[0]!,
      path: `worst: ${worstPage.path}`,
      scores: {
        performance: min('performance'),
        accessibility: min('accessibility'),
        bestPractices: min('bestPractices'),
        seo: min('seo'),
        lcpMs: max('lcpMs'),
        tbtMs: max('tbtMs'),
        cls: max('cls'),
      },
    };
  });
}

function printLighthouse(builds: {name: string; server: ServedBuild}[]): void {
  console.log(`\nLighthouse, median of ${runs} runs per page`);
  const header = `type     path                               build   form     perf  a11y  best  seo   LCP ms  TBT ms  CLS`;
  console.log(header);
  const scored: Scored[] = [];
  for (const {type, path} of PAGES) {
    for (const formFactor of formFactors) {
      for (const {name, server} of builds) {
        const entry = {type, path, build: name, formFactor, scores: lighthouseMedians(`${server.url}${path}`, formFactor, runs)};
        scored.push(entry);
        console.log(scoreRow(entry));
      }
    }
  }
  console.log(`\nWorst page per type\n${header}`);
  for (const entry of worstPerType(scored)) console.log(scoreRow(entry));
}

async function main(): Promise<void> {
  if (baselineDir && !existsSync(baselineDir)) throw new Error(`--baseline: no build at ${baselineDir}`);
  if (!flags.has('--skip-build') && !flags.has('--weights-only') && !baselineDir) buildBoth();
  if (flags.has('--build-only')) return;
  const builds = [{name: 'after', server: await serveBuild(port)}];
  if (baselineDir) builds.unshift({name: 'before', server: await serveBuild(port + 1, baselineDir)});
  try {
    const weights = await Promise.all(builds.map(({server}) => pageWeights(server.url)));
    printWeights(weights.at(-1)!, baselineDir ? weights[0] : undefined);
    const built = await Promise.all(builds.map(({server}) => builtAfterLoad(server.url)));
    printBuiltAfterLoad(built.at(-1)!, baselineDir ? built[0] : undefined);
    if (!flags.has('--weights-only')) printLighthouse(baselineDir ? builds : [{name: 'build', server: builds[0]!.server}]);
  } finally {
    for (const {server} of builds) server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
