import fs from 'node:fs';
import path from 'node:path';
import type {SearchRecord} from '@site/plugins/search-local/src/types';
import {unpackRecords, type PackedIndexFile} from '@site/plugins/search-local/src/indexFormat';
import {MANIFEST_FILE} from '@site/plugins/search-local/src/indexer/writeIndex';

/** The records of the last production build, read through its manifest. */
export function readBuiltIndex(buildDir = path.resolve('build')): SearchRecord[] {
  const manifestPath = path.join(buildDir, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run "npm run build" first (without hosted search variables).`);
  }
  const {indexUrl} = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {indexUrl: string};
  const file = JSON.parse(fs.readFileSync(path.join(buildDir, indexUrl), 'utf8')) as PackedIndexFile;
  return unpackRecords(file);
}
