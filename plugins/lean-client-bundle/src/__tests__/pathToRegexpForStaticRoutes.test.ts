import pathToRegexp from 'path-to-regexp';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import pathToRegexpForStaticRoutes from '../client/pathToRegexpForStaticRoutes';
import pluginLeanClientBundle from '../index';

// Route paths of the shapes Docusaurus writes, and edge cases of the pattern.
const ROUTE_PATHS = ['/', '', '/search', '/tags/', '/tags/rest-api', '/cms/api/rest', '/cms/api/rest/', '/cms/api/rest/populate-select', '/cloud/intro', '/__docusaurus/debug', '/a.b/c~d', '/%C3%A9t%C3%A9'];

/** Pathnames around a route path: itself, other cases, a trailing slash, a child, a longer name, a parent. */
function pathnamesAround(path: string): string[] {
  const base = path.replace(/\/$/, '');
  return [
    path,
    `${base}/`,
    base,
    `${base}//`,
    path.toUpperCase(),
    `${base.toUpperCase()}/`,
    `${base}/child`,
    `${base}/child/`,
    `${base}x`,
    `${base}-x/y`,
    base.slice(0, -1),
    '',
    '/',
    '//',
    // U+212A KELVIN SIGN lower-cases to "k", which a pattern with the `i` flag does not match to "k".
    base.replace(/k/g, '\u212a'),
    // Characters one bit away from the path's, as ASCII letters are from their other case: "\r" and "-", DEL and "_".
    base.replace(/-/g, '\r').replace(/_/g, '\x7f'),
  ];
}

const OPTION_SETS = [true, false].flatMap((end) => [true, false].flatMap((strict) => [true, false].map((sensitive) => ({end, strict, sensitive}))));

describe('path-to-regexp for static routes', () => {
  for (const path of ROUTE_PATHS) {
    for (const options of OPTION_SETS) {
      it(`matches as path-to-regexp does: ${JSON.stringify(path)} ${JSON.stringify(options)}`, () => {
        const expected = pathToRegexp(path, [], options);
        const actual = pathToRegexpForStaticRoutes(path, [], options);
        for (const pathname of pathnamesAround(path)) {
          expect({pathname, match: actual.exec(pathname)?.[0] ?? null}).toEqual({pathname, match: expected.exec(pathname)?.[0] ?? null});
        }
      });
    }
  }

  it('takes the options in place of the keys, as path-to-regexp does', () => {
    expect(pathToRegexpForStaticRoutes('/cms/intro', {end: false}).exec('/cms/intro/child')?.[0]).toBe('/cms/intro');
    expect(pathToRegexpForStaticRoutes('/cms/intro').exec('/cms/intro/child')).toBeNull();
  });

  it('leaves paths with parameters, groups, wildcards or escapes to path-to-regexp', () => {
    for (const path of ['/docs/:id', '/docs/*', '/a(b)?', '/a\\:b', '/:lang?/intro']) {
      const keys: pathToRegexp.Key[] = [];
      const pattern = pathToRegexpForStaticRoutes(path, keys, {end: true});
      expect(pattern).toBeInstanceOf(RegExp);
      expect(pattern.source).toBe(pathToRegexp(path, [], {end: true}).source);
    }
    const keys: pathToRegexp.Key[] = [];
    pathToRegexpForStaticRoutes('/docs/:id', keys);
    expect(keys.map((key) => key.name)).toEqual(['id']);
  });

  it("keeps path-to-regexp's other functions", () => {
    expect(pathToRegexpForStaticRoutes.compile('/docs/:id')({id: 'intro'})).toBe('/docs/intro');
    expect(pathToRegexpForStaticRoutes.parse).toBe(pathToRegexp.parse);
  });

  it('returns the matched part of the pathname as written, as react-router reads it', () => {
    const pattern = pathToRegexpForStaticRoutes('/cms/api/rest', [], {end: false});
    expect(pattern.exec('/CMS/api/rest/populate-select')).toEqual(Object.assign(['/CMS/api/rest'], {index: 0, input: '/CMS/api/rest/populate-select', groups: undefined}));
  });
});

describe('the module replacement', () => {
  type Resource = {request: string; contextInfo?: {issuer?: string}};
  /** The request `path-to-regexp` becomes for a module importing it, as the plugin's bundler settings say. */
  function requestFor(issuer: string): string {
    const replacements: {pattern: RegExp; replace: (resource: Resource) => void}[] = [];
    class Recorded {
      constructor(pattern: RegExp, replace: unknown) {
        if (typeof replace === 'function') replacements.push({pattern, replace: replace as (resource: Resource) => void});
      }
    }
    const context = {siteConfig: {future: {}}} as unknown as LoadContext;
    pluginLeanClientBundle(context).configureWebpack!({} as never, false, {currentBundler: {instance: {NormalModuleReplacementPlugin: Recorded}}} as never, {} as never);
    const resource: Resource = {request: 'path-to-regexp', contextInfo: {issuer}};
    for (const {pattern, replace} of replacements) if (pattern.test(resource.request)) replace(resource);
    return resource.request;
  }

  it("gives react-router this module, and any other importer path-to-regexp's own", () => {
    expect(requestFor('/site/node_modules/react-router/esm/react-router.js')).toMatch(/client[\\/]pathToRegexpForStaticRoutes\.ts$/);
    expect(requestFor('/site/node_modules/some-package/index.js')).toBe('path-to-regexp');
    expect(requestFor('/site/plugins/lean-client-bundle/src/client/pathToRegexpForStaticRoutes.ts')).toBe('path-to-regexp');
  });
});
