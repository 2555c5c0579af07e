/**
 * `npm run bench:agent`: how agent-friendly the built docs are. Builds the
 * site into build-agent/ for http://localhost:4186 (AGENT_BENCH_PORT; so every absolute URL in
 * llms.txt and the twins stays on this machine), then prints the Markdown
 * twins' share of the build time, the afdocs score (the Agent-Friendly
 * Documentation Spec checker, installed under bench/.peers for the benchmark
 * only), the llms.txt sizes and HTML against Markdown bytes for 10 pages.
 * `--skip-build` reuses build-agent/. Figures only.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {TIMING_LOG_PREFIX} from '@site/plugins/agent-docs/src/index';
import {installPeer} from '../peers';
import {serveBuild} from '../serveBuild';
import {kb} from '../figures';

const PORT = Number(process.env.AGENT_BENCH_PORT ?? 4186);
const SITE_URL = `http://localhost:${PORT}`;
const BUILD_DIR = 'build-agent';
const AFDOCS = 'afdocs@0.22.2';
const PAGES = [
  '/cms/quick-start',
  '/cms/api/rest/populate-select',
  '/cms/api/rest/filters',
  '/cms/api/document-service',
  '/cms/backend-customization/controllers',
  '/cms/configurations/database',
  '/cms/features/internationalization',
  '/cms/plugins-development/admin-panel-api',
  '/cms/migration/v4-to-v5/breaking-changes',
  '/cloud/getting-started/deployment',
];

/** A cold build, as `npm run bench:build` times it: no Docusaurus or bundler cache, no twin cache. */
function build(): void {
  for (const dir of [BUILD_DIR, '.docusaurus', 'node_modules/.cache']) fs.rmSync(dir, {recursive: true, force: true});
  const started = performance.now();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', BUILD_DIR], {
    env: {...process.env, DOCS_SITE_URL: SITE_URL},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const buildSeconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`Build failed:\n${result.stdout}\n${result.stderr}`);
  const line = `${result.stdout}\n${result.stderr}`.split('\n').find((text) => text.includes(TIMING_LOG_PREFIX));
  const twinSeconds = Number(/in ([\d.]+) s\.$/.exec(line?.trim() ?? '')?.[1]);
  console.log(`\nCold build (docusaurus build, before precompression): ${buildSeconds.toFixed(1)} s`);
  console.log(`  Markdown twins and llms files: ${twinSeconds.toFixed(2)} s, ${((100 * twinSeconds) / buildSeconds).toFixed(1)} % of the build`);
  console.log(`  ${line?.replace(/^.*?Agent docs: /, '') ?? ''}`);
  execFileSync('npx', ['tsx', 'scripts/site/precompress.ts', BUILD_DIR], {stdio: 'ignore'});
}

function fileSize(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

function printSizes(): void {
  const llms = fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
  const pages = llms.split('\n').filter((line) => line.startsWith('- [')).length;
  console.log(`\nllms.txt: ${llms.length} characters (limit 50,000), ${pages} pages listed`);
  for (const file of ['cms/llms.txt', 'cloud/llms.txt', 'llms-full.txt']) {
    console.log(`  /${file}: ${fs.readFileSync(path.join(BUILD_DIR, file), 'utf8').length} characters`);
  }

  console.log('\nHTML against Markdown, per page (raw / brotli as served):');
  console.log(`  ${'page'.padEnd(42)} ${'HTML'.padStart(20)} ${'Markdown'.padStart(20)}  raw saving`);
  let html = 0;
  let markdown = 0;
  for (const route of PAGES) {
    const htmlFile = path.join(BUILD_DIR, route, 'index.html');
    const mdFile = path.join(BUILD_DIR, `${route}.md`);
    const [h, m] = [fileSize(htmlFile), fileSize(mdFile)];
    html += h;
    markdown += m;
    const pair = (raw: number, file: string) => `${kb(raw)} / ${kb(fileSize(`${file}.br`) || raw)}`.padStart(20);
    console.log(`  ${route.padEnd(42)} ${pair(h, htmlFile)} ${pair(m, mdFile)}  ${(100 - (100 * m) / h).toFixed(0)} %`);
  }
  console.log(`  ${'all 10 pages'.padEnd(42)} ${kb(html).padStart(20)} ${kb(markdown).padStart(20)}  ${(100 - (100 * markdown) / html).toFixed(0)} %`);
  console.log('  (HTML pages also load about 250 KB of JavaScript that agents skip; not counted here.)');
}

async function afdocsScore(): Promise<void> {
  const modules = installPeer('afdocs', [AFDOCS]);
  const cli = path.join(modules, 'afdocs/bin/afdocs.mjs');
  const served = await serveBuild(PORT, BUILD_DIR);
  try {
    const result = spawnSync(process.execPath, [cli, 'check', `${SITE_URL}/`, '--format', 'scorecard', '--quiet'], {encoding: 'utf8', maxBuffer: 16 * 1024 * 1024});
    console.log(`\nafdocs ${AFDOCS.split('@')[1]} scorecard for ${SITE_URL}:\n`);
    console.log(result.stdout.trimEnd() || result.stderr);
  } finally {
    served.stop();
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--skip-build')) build();
  else if (!fs.existsSync(path.join(BUILD_DIR, 'llms.txt'))) throw new Error(`${BUILD_DIR}/ has no llms.txt: run "npm run bench:agent" without --skip-build.`);
  printSizes();
  await afdocsScore();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
