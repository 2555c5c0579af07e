/**
 * Writes `.gz` and `.br` next to every compressible file of a build, so the
 * server sends them as is instead of compressing on each request.
 * Usage: `tsx scripts/site/precompress.ts [buildDir]`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import fg from 'fast-glob';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const COMPRESSIBLE = ['html', 'md', 'js', 'css', 'json', 'svg', 'xml', 'txt', 'ico', 'map'];
/** Below this size, the compressed file saves less than its headers cost. */
const MIN_BYTES = 1024;
const CONCURRENCY = 8;
/**
 * Scripts, styles and the search index are cached for a year and weigh the
 * most on a first visit or search: they get brotli's best level. Level 9 is
 * within a few percent of it for pages at a fraction of the build time.
 */
const brotliQuality = (file: string) =>
  /\.(js|css)$/.test(file) || file.includes(`${path.sep}search${path.sep}`) ? zlib.constants.BROTLI_MAX_QUALITY : 9;

async function compressFile(file: string): Promise<number> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return 0;
  const [gz, br] = await Promise.all([
    gzip(data, {level: 9}),
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
  return 1;
}

export async function precompress(buildDir: string): Promise<number> {
  const files = await fg(`**/*.{${COMPRESSIBLE.join(',')}}`, {cwd: buildDir, absolute: true});
  let done = 0;
  for (let i = 0; i < files.length; i += CONCURRENCY) {
    const counts = await Promise.all(files.slice(i, i + CONCURRENCY).map(compressFile));
    done += counts.reduce((sum, count) => sum + count, 0);
  }
  return done;
}

const buildDir = path.resolve(process.argv[2] ?? 'build');
const started = performance.now();
precompress(buildDir).then(
  (count) => console.log(`Precompressed ${count} files in ${buildDir} (gzip and brotli) in ${((performance.now() - started) / 1000).toFixed(1)} s.`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
