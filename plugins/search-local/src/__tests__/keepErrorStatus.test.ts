import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const keepErrorStatus = require('../../loaders/keepErrorStatus.cjs') as (source: string) => string;
const bundle = fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

describe('keepErrorStatus loader', () => {
  it('patches the pinned DocSearch bundle once', () => {
    const patched = keepErrorStatus(bundle);
    expect(patched).not.toBe(bundle);
    expect(patched).toContain('"error"!==c.getState().status&&p("idle")');
  });

  it('fails loudly when the bundle no longer has the expected code', () => {
    expect(() => keepErrorStatus('export {}')).toThrow(/@docsearch\/react changed/);
  });
});
