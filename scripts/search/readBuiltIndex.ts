import fs from 'node:fs';
import path from 'node:path';
import type {SearchManifest, SearchRecord} from '@site/plugins/search-local/src/types';
import {unpackRecords, type PackedIndexFile} from '@site/plugins/search-local/src/indexFormat';
import {joinTextTails, type TextTailsFile} from '@site/plugins/search-local/src/textTails';
import {MANIFEST_FILE} from '@site/plugins/search-local/src/indexer/writeIndex';

function readManifest(buildDir: string): SearchManifest {
  const manifestPath = path.join(buildDir, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run "npm run build" first (without hosted search variables).`);
  }
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as SearchManifest;
}

const readJson = <T>(buildDir: string, url: string) => JSON.parse(fs.readFileSync(path.join(buildDir, url), 'utf8')) as T;

/** The records search ranks on, each text cut to its first words, as the browser reads them from the last production build. */
export function readBuiltIndex(buildDir = path.resolve('build')): SearchRecord[] {
  return unpackRecords(readJson<PackedIndexFile>(buildDir, readManifest(buildDir).indexUrl));
}

/** The same records with their whole texts, as Ask AI reads them. */
export function readBuiltAnswerRecords(buildDir = path.resolve('build')): SearchRecord[] {
  const {indexUrl, tailsUrl} = readManifest(buildDir);
  const records = unpackRecords(readJson<PackedIndexFile>(buildDir, indexUrl));
  return tailsUrl ? joinTextTails(records, readJson<TextTailsFile>(buildDir, tailsUrl)) : records;
}
