import {describe, expect, it} from 'vitest';
import {routeModulesByChunkName, withRouteModuleOrigins} from '../routeModules';

const REGISTRY = `export default {
  "0022096a": [() => import(/* webpackChunkName: "0022096a" */ "@site/docs/cms/faq.mdx"), "@site/docs/cms/faq.mdx", require.resolveWeak("@site/docs/cms/faq.mdx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

describe('route chunk origins', () => {
  it('reads each chunk name and its module path from the generated registry', () => {
    expect([...routeModulesByChunkName(REGISTRY)]).toEqual([
      ['0022096a', '@site/docs/cms/faq.mdx'],
      ['17896441', '@theme/DocItem'],
    ]);
  });

  it('keys the chunks of each route module by its path, shared chunks included, and leaves other keys alone', () => {
    const manifest = {entrypoints: ['main'], origins: {'0022096a': ['7150'], '17896441': ['4014', '106'], '900': ['900']}, assets: {}};
    expect(withRouteModuleOrigins(manifest, routeModulesByChunkName(REGISTRY)).origins).toEqual({
      '0022096a': ['7150'],
      '17896441': ['4014', '106'],
      '900': ['900'],
      '@site/docs/cms/faq.mdx': ['7150'],
      '@theme/DocItem': ['4014', '106'],
    });
  });
});
