import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {installPeer} from '../peers';
import type {LabelledQuery} from './queries';

/** Where the benchmark writes Pagefind's files in the build; removed afterwards. */
export const PAGEFIND_BUNDLE = '_pagefind_bench';

/** Installs Pagefind for the benchmark only and indexes the built site. */
export function indexWithPagefind(buildDir: string): {seconds: number; bytes: number} {
  const modules = installPeer('pagefind', ['pagefind@1.6.0']);
  const started = performance.now();
  execFileSync(
    path.join(modules, '.bin/pagefind'),
    ['--site', buildDir, '--output-subdir', PAGEFIND_BUNDLE, '--quiet'],
    {stdio: 'ignore'},
  );
  const seconds = (performance.now() - started) / 1000;
  const bundle = path.join(buildDir, PAGEFIND_BUNDLE);
  const bytes = fs
    .readdirSync(bundle, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
  return {seconds, bytes};
}

export function removePagefind(buildDir: string): void {
  fs.rmSync(path.join(buildDir, PAGEFIND_BUNDLE), {recursive: true, force: true});
}

/** Runs every labelled query through Pagefind's own JS API in the page; returns result paths. */
export async function pagefindResults(page: Page, queries: LabelledQuery[]): Promise<string[][]> {
  return page.evaluate(
    async ({bundle, list}) => {
      const pagefind = await import(/* @vite-ignore */ `/${bundle}/pagefind.js`);
      await pagefind.init();
      const out: string[][] = [];
      for (const query of list) {
        const search = await pagefind.search(query);
        const data = await Promise.all(search.results.slice(0, 20).map((result: {data: () => Promise<{url: string}>}) => result.data()));
        out.push(data.map((entry: {url: string}) => entry.url.replace(/(index)?\.html$/, '').replace(/\/$/, '') || '/'));
      }
      return out;
    },
    {bundle: PAGEFIND_BUNDLE, list: queries.map((q) => q.query)},
  );
}

/** Per-keystroke Pagefind search time in the page, for every prefix of the queries. */
export async function pagefindKeystrokes(page: Page, queries: LabelledQuery[]): Promise<number[]> {
  return page.evaluate(
    async ({bundle, list}) => {
      const pagefind = await import(/* @vite-ignore */ `/${bundle}/pagefind.js`);
      const times: number[] = [];
      for (const query of list) {
        for (let end = 1; end <= query.length; end++) {
          const started = performance.now();
          const search = await pagefind.search(query.slice(0, end));
          await Promise.all(search.results.slice(0, 5).map((result: {data: () => Promise<unknown>}) => result.data()));
          times.push(performance.now() - started);
        }
      }
      return times;
    },
    {bundle: PAGEFIND_BUNDLE, list: queries.map((q) => q.query)},
  );
}
