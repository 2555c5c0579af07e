import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import type {Plugin} from 'esbuild';
import type {Page} from 'playwright-core';
import {installPeer} from '../peers';
import {bundleForPage} from './bundleForPage';
import type {LabelledQuery} from './queries';

const PACKAGE = '@easyops-cn/docusaurus-search-local';
const VERSION = '0.55.3';
/** The file the plugin writes at the root of the build and its worker fetches. */
const INDEX_FILE = 'search-index.json';
/** Results the plugin's search bar asks its worker for (its `searchResultLimits` default). */
export const EASYOPS_LIMIT = 8;

type PostBuild = (buildData: object) => Promise<void>;
type Server = {
  validateOptions: (context: {validate: (schema: JoiSchema, options: object) => object; options: object}) => object;
};
type JoiSchema = {validate: (value: object) => {value: object; error?: Error}};

/**
 * @easyops-cn/docusaurus-search-local on the same built site, installed for
 * the benchmark only. Its own postBuild step indexes our HTML, as it would
 * inside a Docusaurus build with its theme, so the site need not be built twice.
 */
export async function indexWithEasyops(buildDir: string, routes: string[]) {
  const modules = installPeer('easyops', [`${PACKAGE}@${VERSION}`]);
  const peerRequire = createRequire(path.join(modules, PACKAGE, 'package.json'));
  const server = peerRequire('./dist/server/server/index.js') as Server;
  const {processPluginOptions} = peerRequire('./dist/server/server/utils/processPluginOptions.js');
  const {generate} = peerRequire('./dist/server/server/utils/generate.js');
  const {postBuildFactory} = peerRequire('./dist/server/server/utils/postBuildFactory.js') as {
    postBuildFactory: (config: object, filename: string) => PostBuild;
  };
  const options = server.validateOptions({
    validate: (schema, value) => {
      const {value: validated, error} = schema.validate(value);
      if (error) throw error;
      return validated;
    },
    // Docs served from the site root, as ours are; everything else left at its defaults.
    options: {docsRouteBasePath: '/', indexBlog: false},
  });
  const config = processPluginOptions(options, {siteDir: process.cwd(), siteConfig: {themeConfig: {}}});
  const generatedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'easyops-generated-'));
  const filename = generate(config, generatedDir) as string;
  const started = performance.now();
  await postBuildFactory(config, filename)({routesPaths: routes, outDir: buildDir, baseUrl: '/', siteConfig: {}});
  const seconds = (performance.now() - started) / 1000;
  const file = fs.readFileSync(path.join(buildDir, INDEX_FILE));
  // Served compressed, as our own index is.
  fs.writeFileSync(path.join(buildDir, `${INDEX_FILE}.gz`), gzipSync(file, {level: 9}));
  fs.writeFileSync(
    path.join(buildDir, `${INDEX_FILE}.br`),
    brotliCompressSync(file, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}),
  );
  return {seconds, raw: file.length, gzip: gzipSync(file).length, modules, generatedDir};
}

export function removeEasyops(buildDir: string): void {
  for (const suffix of ['', '.gz', '.br']) fs.rmSync(path.join(buildDir, `${INDEX_FILE}${suffix}`), {force: true});
}

/**
 * The plugin's own worker code (lunr, its tokenizer, smart queries and
 * sorting), bundled to run in the page. Comlink, which would expose it to
 * the page from a worker, is replaced by a global.
 */
export async function easyopsBundle(modules: string, generatedDir: string): Promise<string> {
  const stubs: Plugin = {
    name: 'easyops-stubs',
    setup(build) {
      build.onResolve({filter: /^@generated\//}, () => ({path: path.join(generatedDir, 'generated-constants.js')}));
      build.onResolve({filter: /^comlink$/}, () => ({path: 'comlink', namespace: 'stub'}));
      build.onLoad({filter: /.*/, namespace: 'stub'}, () => ({
        contents: 'export function expose(worker) { globalThis.EasyopsSearchWorker = worker; }',
      }));
    },
  };
  const worker = path.join(modules, PACKAGE, 'dist/client/client/theme/worker.js');
  return bundleForPage(`import ${JSON.stringify(worker)};`, modules, [stubs]);
}

type EasyopsResult = {document: {u: string}};
/** The plugin's worker class as its code exposes it. */
type EasyopsWorker = new () => {search: (baseUrl: string, context: string, input: string, limit: number) => Promise<EasyopsResult[]>};

/** Runs every query through the plugin's search, in the page; returns result paths. */
export async function easyopsResults(page: Page, queries: LabelledQuery[]): Promise<string[][]> {
  return page.evaluate(
    async ({list, limit}) => {
      const Worker = (globalThis as unknown as {EasyopsSearchWorker: EasyopsWorker}).EasyopsSearchWorker;
      const worker = new Worker();
      const out: string[][] = [];
      for (const query of list) {
        const results = await worker.search('/', '', query, limit);
        out.push(results.map((result) => result.document.u.replace(/\/$/, '') || '/'));
      }
      return out;
    },
    {list: queries.map((q) => q.query), limit: EASYOPS_LIMIT},
  );
}

/** Per-keystroke search time in the page, for every prefix of the queries. */
export async function easyopsKeystrokes(page: Page, queries: LabelledQuery[]): Promise<number[]> {
  return page.evaluate(
    async ({list, limit}) => {
      const Worker = (globalThis as unknown as {EasyopsSearchWorker: EasyopsWorker}).EasyopsSearchWorker;
      const worker = new Worker();
      await worker.search('/', '', 'warm', limit);
      const times: number[] = [];
      for (const query of list) {
        for (let end = 1; end <= query.length; end++) {
          const started = performance.now();
          await worker.search('/', '', query.slice(0, end), limit);
          times.push(performance.now() - started);
        }
      }
      return times;
    },
    {list: queries.map((q) => q.query), limit: EASYOPS_LIMIT},
  );
}
