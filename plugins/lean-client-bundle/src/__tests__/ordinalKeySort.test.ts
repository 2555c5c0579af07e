import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const ordinalKeySort = require('../../loaders/ordinalKeySort.cjs') as (source: string) => string;
// The package's exports hide its lib files; the bundler reads them by path too.
const themeCommon = path.resolve(path.dirname(require.resolve('@docusaurus/theme-common')), '..');
const reactUtils = fs.readFileSync(path.join(themeCommon, 'lib/utils/reactUtils.js'), 'utf8');

describe('ordinal key sort for theme-common', () => {
  it('takes localeCompare out of the installed useShallowMemoObject', () => {
    const patched = ordinalKeySort(reactUtils);
    expect(reactUtils).toContain('localeCompare');
    expect(patched).not.toContain('localeCompare');
  });

  it('sorts keys in the same consistent order whatever order they come in', () => {
    const patched = ordinalKeySort(reactUtils);
    const line = patched.split('\n').find((text) => text.includes('deps.sort('))!;
    const sortDeps = new Function('deps', line) as (deps: [string, unknown][]) => void;
    const forward: [string, unknown][] = [['subtree', 1], ['attributes', 2], ['childList', 3]];
    const backward = [...forward].reverse();
    sortDeps(forward);
    sortDeps(backward);
    expect(forward.map(([key]) => key)).toEqual(['attributes', 'childList', 'subtree']);
    expect(backward).toEqual(forward);
  });

  it('fails on a file of another shape', () => {
    expect(() => ordinalKeySort('export const x = 1;')).toThrow(/changed/);
  });
});
