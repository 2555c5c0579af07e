import fs from 'node:fs';
import path from 'node:path';
import {buildInvertedIndex, type InvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import {MANIFEST_FILE} from '@site/plugins/search-local/src/indexer/writeIndex';
import type {CodeBlocksFile, SearchManifest} from '@site/plugins/search-local/src/types';
import type {CodeLookup, Corpus} from '@site/plugins/ask-ai/src/answer/corpus';
import {readBuiltAnswerRecords} from '../search/readBuiltIndex';

/** What the MCP tools read: the last build's search index, code examples and Markdown twins. */
export type DocsLibrary = {
  buildDir: string;
  /** Origin the build was made for (DOCS_SITE_URL at build time), from the index's URLs. */
  siteUrl: string;
  index: InvertedIndex;
  corpus: Corpus;
  /** Site paths of every page with a Markdown twin, such as `/cms/intro`. */
  pagePaths: string[];
  /** Page titles by site path, from the index. */
  titles: Map<string, string>;
};

/** A missing or unusable build: the message says what to run, and is shown without a stack trace. */
export class NoBuildError extends Error {
  override name = 'NoBuildError';
}

function twinPaths(buildDir: string, dir = ''): string[] {
  return fs.readdirSync(path.join(buildDir, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return relative === '/assets' ? [] : twinPaths(buildDir, relative);
    return entry.name.endsWith('.md') ? [relative.slice(0, -'.md'.length)] : [];
  });
}

function readCode(buildDir: string, manifest: SearchManifest): CodeLookup {
  if (!manifest.codeUrl) return () => undefined;
  const file = JSON.parse(fs.readFileSync(path.join(buildDir, manifest.codeUrl), 'utf8')) as CodeBlocksFile;
  return (key) => file.sections[key];
}

export function loadDocsLibrary(buildDir: string): DocsLibrary {
  const manifestPath = path.join(buildDir, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath) || !fs.existsSync(path.join(buildDir, 'llms.txt'))) {
    throw new NoBuildError(`No docs build in ${buildDir} (search index and llms.txt are missing). Run "npm run build" first, then start the MCP server again.`);
  }
  // Whole texts: the MCP tools search and answer for agents, who read further than a snippet.
  const records = readBuiltAnswerRecords(buildDir);
  if (records.length === 0) throw new NoBuildError(`The search index in ${buildDir} has no records. Run "npm run build" again.`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as SearchManifest;
  const index = buildInvertedIndex(records);
  const code = readCode(buildDir, manifest);
  return {
    buildDir,
    siteUrl: new URL(records[0]!.url).origin,
    index,
    corpus: {index, loadCode: async () => code},
    pagePaths: twinPaths(buildDir).sort(),
    titles: new Map(records.map((record) => [new URL(record.url_without_anchor).pathname, record.hierarchy.lvl1 ?? ''])),
  };
}
