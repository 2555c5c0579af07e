import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {afterEach, describe, expect, it} from 'vitest';
import {INDEX_DIR, MANIFEST_FILE, writeIndex, type WriteIndexInput} from '../writeIndex';
import {extractRecords} from '../extractRecords';
import {isPackedIndexFile, unpackRecords} from '../../indexFormat';
import {isTextTailsFile, joinTextTails, PAGE_INTRO_WORDS} from '../../textTails';
import type {CodeBlocksFile, SearchManifest, SearchRecord} from '../../types';
import {codeBlockHtml, docPageHtml, headingHtml} from './docPage';

const SITE = 'https://docs.example.com';

const INTRO_CODE = ['npx create-strapi@latest my-project', 'cd my-project'];

/** The built pages, by route, as Docusaurus writes them to `<outDir>/<route>/index.html`. */
function sitePages({introText = 'Strapi is a headless CMS.', introCode = INTRO_CODE} = {}): Record<string, string> {
  return {
    '/cms/intro': docPageHtml({
      path: '/cms/intro',
      title: 'Introduction',
      sidebar: null,
      body: `<p>${introText}</p>${headingHtml(2, 'install', 'Install')}<p>Run the installer.</p>${codeBlockHtml('bash', introCode, 'Terminal')}`,
    }),
    '/cms/api/rest/filters': docPageHtml({
      path: '/cms/api/rest/filters',
      title: 'Filters',
      body: `${headingHtml(2, 'operators', 'Operators')}<p>Use $eq to match a value.</p>`,
    }),
    '/cms/legacy/entity-service': docPageHtml({
      path: '/cms/legacy/entity-service',
      title: 'Entity Service API',
      sidebar: null,
      body: '<p>The Entity Service API is deprecated.</p>',
    }),
    // Excluded by the "/tags" prefix, although it has DocSearch meta tags.
    '/tags/api': docPageHtml({path: '/tags/api', title: 'One doc tagged with "api"', sidebar: null, body: '<p>Tag listing.</p>'}),
    // Not under "/tags": the prefix matches whole path segments only.
    '/tags-guide': docPageHtml({path: '/tags-guide', title: 'Using tags', sidebar: null, body: '<p>Tag your pages.</p>'}),
    // A page without DocSearch meta tags: no records, and so no code either.
    '/landing': docPageHtml({
      path: '/landing',
      title: 'Landing',
      sidebar: null,
      meta: {tag: null},
      body: `<p>Welcome.</p>${codeBlockHtml('js', ['landing();'])}`,
    }),
  };
}

const ROUTES = [
  '/tags-guide',
  '/cms/legacy/entity-service',
  '/cms/intro',
  '/tags/api',
  '/cms/api/rest/filters',
  '/cms/intro', // Docusaurus can list a route twice (redirects, aliases).
  '/cms/redirect-stub', // No HTML of its own.
  '/landing',
];

const INDEXED_ROUTES = ['/cms/api/rest/filters', '/cms/intro', '/cms/legacy/entity-service', '/tags-guide'];

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

function buildDir(pages: Record<string, string>): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-write-index-'));
  tempDirs.push(outDir);
  for (const [route, html] of Object.entries(pages)) {
    fs.mkdirSync(path.join(outDir, route), {recursive: true});
    fs.writeFileSync(path.join(outDir, route, 'index.html'), html);
  }
  return outDir;
}

async function build(pages = sitePages(), input: Partial<WriteIndexInput> = {}) {
  const outDir = buildDir(pages);
  const manifest = await writeIndex({
    outDir,
    baseUrl: '/',
    siteUrl: SITE,
    routesPaths: ROUTES,
    excludeRoutes: ['/tags', '/search'],
    lowRankRoutes: ['/cms/legacy'],
    ...input,
  });
  const baseUrl = input.baseUrl ?? '/';
  const fileOf = (url: string) => path.join(outDir, url.slice(baseUrl.length));
  const readJson = (url: string): unknown => JSON.parse(fs.readFileSync(fileOf(url), 'utf8'));
  const index = readJson(manifest.indexUrl);
  if (!isPackedIndexFile(index)) throw new Error('The written index is not a packed index file.');
  const tails = readJson(manifest.tailsUrl!);
  if (!isTextTailsFile(tails)) throw new Error('The written tails are not a text tails file.');
  const searched = unpackRecords(index);
  return {outDir, manifest, fileOf, searched, records: joinTextTails(searched, tails), code: readJson(manifest.codeUrl!) as CodeBlocksFile};
}

const pathsOf = (records: SearchRecord[]) => [...new Set(records.map((record) => new URL(record.url_without_anchor).pathname))];

describe('writeIndex', () => {
  it('writes a manifest that names the hashed index, tails and code files it wrote', async () => {
    const {outDir, manifest, fileOf, records} = await build();
    const written = JSON.parse(fs.readFileSync(path.join(outDir, MANIFEST_FILE), 'utf8')) as SearchManifest;
    expect(written).toEqual(manifest);
    expect(manifest.indexUrl).toMatch(new RegExp(`^/${INDEX_DIR}/index\\.[0-9a-f]{10}\\.json$`));
    expect(manifest.codeUrl).toMatch(new RegExp(`^/${INDEX_DIR}/code\\.[0-9a-f]{10}\\.json$`));
    expect(manifest.tailsUrl).toMatch(new RegExp(`^/${INDEX_DIR}/tails\\.[0-9a-f]{10}\\.json$`));
    expect(manifest.records).toBe(records.length);
    expect(fs.readdirSync(path.join(outDir, INDEX_DIR)).sort()).toEqual(
      [manifest.codeUrl!, manifest.indexUrl, manifest.tailsUrl!].map((url) => path.basename(url)).sort(),
    );
    // The name holds the hash of the bytes, so a name never serves two contents.
    for (const url of [manifest.indexUrl, manifest.codeUrl!, manifest.tailsUrl!]) {
      const hash = createHash('sha256').update(fs.readFileSync(fileOf(url))).digest('hex').slice(0, 10);
      expect(path.basename(url)).toContain(`.${hash}.json`);
    }
  });

  it('indexes the records of the pages that are not excluded, in route order', async () => {
    const pages = sitePages();
    const {records} = await build(pages);
    expect(pathsOf(records)).toEqual(INDEXED_ROUTES);
    const expected = INDEXED_ROUTES.flatMap((route) =>
      extractRecords({path: route, $: load(pages[route]!), siteUrl: SITE, pageRank: route.startsWith('/cms/legacy/') ? -1 : 0}),
    );
    expect(records).toEqual(expected);
    expect(records.find((record) => record.content === 'Use $eq to match a value.')).toMatchObject({
      url: `${SITE}/cms/api/rest/filters#operators`,
      hierarchy: {lvl0: 'APIs', lvl1: 'Filters', lvl2: 'Operators'},
    });
  });

  it('gives search the first words of each text, and the tails the rest', async () => {
    const introText = Array.from({length: PAGE_INTRO_WORDS + 5}, (_, i) => `word${i}`).join(' ');
    const {searched, records} = await build(sitePages({introText}));
    const at = records.findIndex((record) => record.content === introText);
    expect(searched[at]!.content).toBe(introText.split(' ').slice(0, PAGE_INTRO_WORDS).join(' '));
    expect(searched.filter((record, i) => record.content !== records[i]!.content)).toHaveLength(1);
  });

  it('leaves out excluded routes and everything under them', async () => {
    const {records} = await build(sitePages(), {excludeRoutes: ['/tags', '/cms/api']});
    expect(pathsOf(records)).toEqual(['/cms/intro', '/cms/legacy/entity-service', '/tags-guide']);
    expect(JSON.stringify(records)).not.toMatch(/Tag listing|\$eq/);
  });

  it('gives the pages under a low-rank route a page rank of -1, and the others 0', async () => {
    const {records} = await build();
    const ranks = Object.fromEntries(records.map((record) => [new URL(record.url_without_anchor).pathname, record.weight.pageRank]));
    expect(ranks).toEqual({
      '/cms/api/rest/filters': 0,
      '/cms/intro': 0,
      '/cms/legacy/entity-service': -1,
      '/tags-guide': 0,
    });
  });

  it('skips a route without HTML instead of failing', async () => {
    const {records} = await build(sitePages(), {routesPaths: ['/cms/redirect-stub', '/cms/intro', '/does/not/exist']});
    expect(pathsOf(records)).toEqual(['/cms/intro']);
  });

  it('writes the code blocks of indexed pages by section, and none of pages without records', async () => {
    const {code} = await build();
    expect(code).toEqual({
      version: 1,
      sections: {'/cms/intro#install': [{language: 'bash', title: 'Terminal', code: INTRO_CODE.join('\n')}]},
    });
  });

  it('gives the same file names for the same content, whatever the route order', async () => {
    const first = await build();
    const second = await build(sitePages(), {routesPaths: [...ROUTES].reverse()});
    expect(second.manifest).toEqual(first.manifest);
    expect(fs.readFileSync(second.fileOf(second.manifest.indexUrl))).toEqual(fs.readFileSync(first.fileOf(first.manifest.indexUrl)));
  });

  it('renames the index, and only the index, when the text changes', async () => {
    const before = await build();
    const after = await build(sitePages({introText: 'Strapi is an open-source headless CMS.'}));
    expect(after.manifest.indexUrl).not.toBe(before.manifest.indexUrl);
    expect(after.manifest.codeUrl).toBe(before.manifest.codeUrl);
    expect(after.records.find((record) => record.content?.includes('open-source'))).toBeDefined();
  });

  it('renames the code file, and only the code file, when a code block changes', async () => {
    const before = await build();
    const after = await build(sitePages({introCode: ['npx create-strapi@latest my-project --quickstart']}));
    expect(after.manifest.codeUrl).not.toBe(before.manifest.codeUrl);
    expect(after.manifest.indexUrl).toBe(before.manifest.indexUrl);
  });

  it('prefixes the manifest URLs with the base URL, writing the files at the root of the output', async () => {
    const {manifest, fileOf} = await build(sitePages(), {baseUrl: '/docs/'});
    expect(manifest.indexUrl).toMatch(/^\/docs\/assets\/search\/index\.[0-9a-f]{10}\.json$/);
    expect(fs.existsSync(fileOf(manifest.indexUrl))).toBe(true);
    expect(fs.existsSync(fileOf(manifest.codeUrl!))).toBe(true);
  });

  it('writes a readable empty index when no page has records', async () => {
    const {manifest, records, code} = await build(sitePages(), {routesPaths: ['/landing', '/cms/redirect-stub']});
    expect(manifest.records).toBe(0);
    expect(records).toEqual([]);
    expect(code).toEqual({version: 1, sections: {}});
  });
});
