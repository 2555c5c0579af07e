/**
 * Prints the wall time of a clean production build.
 * `npm run bench:build`; for several runs use `farm-bench -- npm run build`.
 */
import {execFileSync} from 'node:child_process';
import {rmSync} from 'node:fs';

rmSync('build', {recursive: true, force: true});
rmSync('.docusaurus', {recursive: true, force: true});
rmSync('node_modules/.cache', {recursive: true, force: true});
const start = performance.now();
execFileSync('npx', ['docusaurus', 'build'], {stdio: 'ignore'});
const seconds = (performance.now() - start) / 1000;
console.log(`cold production build: ${seconds.toFixed(1)} s`);
