import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {CodeBlocksFile, SearchManifest, SearchRecord} from '../types';
import {packRecords} from '../indexFormat';
import {load} from 'cheerio';
import {extractRecords} from './extractRecords';
import {extractCodeBlocks} from './extractCodeBlocks';
import {splitTextTails} from '../textTails';

/** Where the browser finds the current index: a tiny file with a stable name. */
export const MANIFEST_FILE = 'search-manifest.json';
export const INDEX_DIR = 'assets/search';


export type WriteIndexInput = {
  outDir: string;
  baseUrl: string;
  siteUrl: string;
  routesPaths: string[];
  excludeRoutes: string[];
  lowRankRoutes: string[];
  /** Reader questions by route, from the pages' front matter. */
  questions?: ReadonlyMap<string, string[]>;
};

const hasPrefix = (route: string, prefixes: string[]) =>
  prefixes.some((prefix) => route === prefix || route.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));

async function readPage(outDir: string, route: string): Promise<string | null> {
  const file = path.join(outDir, route, 'index.html');
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null; // Redirect stubs and routes without HTML of their own.
  }
}

/** Writes JSON under a name that changes with its content, so it can be cached for ever. */
async function writeHashed(outDir: string, name: string, value: unknown): Promise<string> {
  const json = JSON.stringify(value);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const file = `${INDEX_DIR}/${name}.${hash}.json`;
  await fs.writeFile(path.join(outDir, file), json);
  return file;
}

/** Reads every built page, as a crawler would, and writes the hashed index, its text tails, the code examples and their manifest. */
export async function writeIndex(input: WriteIndexInput): Promise<SearchManifest> {
  const routes = [...new Set(input.routesPaths)]
    .filter((route) => !hasPrefix(route, input.excludeRoutes))
    .sort();
  const records: SearchRecord[] = [];
  const code: CodeBlocksFile = {version: 1, sections: {}};
  for (const route of routes) {
    const html = await readPage(input.outDir, route);
    if (!html) continue;
    const pageRank = hasPrefix(route, input.lowRankRoutes) ? -1 : 0;
    const $ = load(html);
    const pageRecords = extractRecords({path: route, $, siteUrl: input.siteUrl, pageRank, questions: input.questions?.get(route)});
    records.push(...pageRecords);
    if (pageRecords.length > 0) Object.assign(code.sections, extractCodeBlocks(route, $));
  }
  await fs.mkdir(path.join(input.outDir, INDEX_DIR), {recursive: true});
  const searched = splitTextTails(records);
  const indexPath = await writeHashed(input.outDir, 'index', packRecords(searched.records));
  const tailsPath = await writeHashed(input.outDir, 'tails', searched.tails);
  const codePath = await writeHashed(input.outDir, 'code', code);
  const manifest: SearchManifest = {
    indexUrl: `${input.baseUrl}${indexPath}`,
    records: records.length,
    codeUrl: `${input.baseUrl}${codePath}`,
    tailsUrl: `${input.baseUrl}${tailsPath}`,
  };
  await fs.writeFile(path.join(input.outDir, MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}
