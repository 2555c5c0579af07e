import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {SearchIndexFile, SearchRecord} from '../types';
import {extractRecords} from './extractRecords';

/** Where the browser finds the current index: a tiny file with a stable name. */
export const MANIFEST_FILE = 'search-manifest.json';
export const INDEX_DIR = 'assets/search';

export type SearchManifest = {indexUrl: string; records: number};

export type WriteIndexInput = {
  outDir: string;
  baseUrl: string;
  siteUrl: string;
  routesPaths: string[];
  excludeRoutes: string[];
  lowRankRoutes: string[];
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

/** Reads every built page, as a crawler would, and writes the hashed index and its manifest. */
export async function writeIndex(input: WriteIndexInput): Promise<SearchManifest> {
  const routes = [...new Set(input.routesPaths)]
    .filter((route) => !hasPrefix(route, input.excludeRoutes))
    .sort();
  const records: SearchRecord[] = [];
  for (const route of routes) {
    const html = await readPage(input.outDir, route);
    if (!html) continue;
    const pageRank = hasPrefix(route, input.lowRankRoutes) ? -1 : 0;
    records.push(...extractRecords({path: route, html, siteUrl: input.siteUrl, pageRank}));
  }
  const file: SearchIndexFile = {version: 1, records};
  const json = JSON.stringify(file);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const indexPath = `${INDEX_DIR}/index.${hash}.json`;
  await fs.mkdir(path.join(input.outDir, INDEX_DIR), {recursive: true});
  await fs.writeFile(path.join(input.outDir, indexPath), json);
  const manifest: SearchManifest = {indexUrl: `${input.baseUrl}${indexPath}`, records: records.length};
  await fs.writeFile(path.join(input.outDir, MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}
