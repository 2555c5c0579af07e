import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const registryWithoutModulePaths = require('../../loaders/registryWithoutModulePaths.cjs') as (source: string) => string;

const REGISTRY = `export default {
  "0022096a": [() => import(/* webpackChunkName: "0022096a" */ "@site/docs/cms/faq.mdx"), "@site/docs/cms/faq.mdx", require.resolveWeak("@site/docs/cms/faq.mdx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

describe('registry without module paths', () => {
  it('keeps each entry loader and module id, empties the path that only server rendering reads and names chunks by rank', () => {
    expect(registryWithoutModulePaths(REGISTRY)).toBe(`export default {
  "0": [() => import(/* webpackChunkName: "0" */ "@site/docs/cms/faq.mdx"), "", require.resolveWeak("@site/docs/cms/faq.mdx")],
  "1": [() => import(/* webpackChunkName: "1" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],};
`);
  });

  it('fails on an entry of another shape instead of shipping it untouched', () => {
    const changed = REGISTRY.replace('"@theme/DocItem", require', '"@theme/DocItem", "extra", require');
    expect(() => registryWithoutModulePaths(changed)).toThrow(/1 registry entries have an unknown shape/);
  });
});
