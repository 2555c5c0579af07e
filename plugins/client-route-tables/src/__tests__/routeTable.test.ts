import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {matchRoutes} from 'react-router-config';
import {chunkNamesOf, GROUPED_SEGMENTS, routesOf, type RouteEntry} from '../client/routeTable';

const require = createRequire(import.meta.url);
const {routeTable} = require('../../loaders/routeTable.cjs') as {
  routeTable: (routesSource: string, chunkNames: Record<string, unknown>, registrySource: string) => RouteEntry[];
};

/** The shape Docusaurus generates. */
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '5de'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', '273'),
    routes: [
      {
        path: '/cms/intro',
        component: ComponentCreator('/cms/intro', 'a1b'),
        exact: true,
        sidebar: "cmsSidebar"
      },
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const CHUNK_NAMES = {
  '/search-5de': {__comp: '1a4e3797', __context: {plugin: 'c141421f'}},
  '/-273': {__comp: '5e95c892'},
  '/cms/intro-a1b': {__comp: '17896441', content: '0022096a'},
};

/** The generated registry's keys, in its order (entries shortened to what the loader reads). */
const REGISTRY = `export default {
  "0022096a": [],
  "17896441": [],
  "1a4e3797": [],
  "5e95c892": [],
  "c141421f": [],
};
`;

/** Evaluates generated routes the way the bundle does, with components as their creation arguments. */
function generatedRoutes(source: string): unknown {
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  return new Function('ComponentCreator', body)((...args: string[]) => args);
}

/** Generated routes and chunk names as the browser's copy names them: routes numbered, chunks by registry rank. */
const BROWSER_ROUTES = generatedRoutes(
  ROUTES.replace("'/search', '5de'", "'/search', '0'").replace("'/', '273'", "'/', '1'").replace("'/cms/intro', 'a1b'", "'/cms/intro', '2'"),
);
const BROWSER_CHUNK_NAMES = {
  '/search-0': {__comp: '2', __context: {plugin: '4'}},
  '/-1': {__comp: '3'},
  '/cms/intro-2': {__comp: '1', content: '0'},
};

const GROUP = 'RouteGroup' as never;

describe('compact route table', () => {
  const table = routeTable(ROUTES, CHUNK_NAMES, REGISTRY);

  it('rebuilds the generated routes, nested routes and extra fields included, each route numbered', () => {
    expect(routesOf(table, (...args) => args as never, GROUP)).toEqual(BROWSER_ROUTES);
  });

  it('creates a route component when the route is first rendered, once', () => {
    const created: unknown[][] = [];
    const routes = routesOf(
      table,
      (...args) => {
        created.push(args);
        return args as never;
      },
      GROUP,
    );
    expect(created).toEqual([]);
    const [search] = routes;
    expect(search!.component).toBe(search!.component);
    expect(created).toHaveLength(1);
  });

  it('rebuilds the generated chunk names under the same numbers, with short chunk names', () => {
    expect(chunkNamesOf(table)).toEqual(BROWSER_CHUNK_NAMES);
  });

  it('keeps chunk names the registry does not hold', () => {
    const [, , chunkNames] = routeTable(ROUTES, {...CHUNK_NAMES, '/-273': {__comp: 'not-in-registry'}}, REGISTRY)[1]!;
    expect(chunkNames).toEqual({__comp: 'not-in-registry'});
  });

  it('names each path once', () => {
    expect(JSON.stringify(table).match(/"\/cms\/intro"/g)).toHaveLength(1);
  });

  it('fails on chunk names that belong to no route', () => {
    expect(() => routeTable(ROUTES, {...CHUNK_NAMES, '/gone-fff': {__comp: 'x'}}, REGISTRY)).toThrow(/\/gone-fff/);
  });


  describe('tag pages', () => {
    const names = (comp: string) => ({__comp: comp}) as unknown as RouteEntry[2];
    const tagPaths = Array.from({length: 40}, (_, index) => `/tags/tag-${index}`);
    const docs: RouteEntry = ['/', 1, names('root'), 0, {}, [['/cms/intro', 1, names('doc'), 1]]];
    const grouped: RouteEntry[] = [['/', 1, names('version'), 0, {}, [['/tags', 1, names('list'), 1], ...tagPaths.map((path): RouteEntry => [path, 1, names(path), 1]), docs]]];
    const routes = routesOf(grouped, (path) => `component of ${path}` as never, GROUP);
    const leafOf = (pathname: string) => matchRoutes(routes, pathname).at(-1)!.route;

    it('are matched as one group under their first path segment, ending with a 404 route', () => {
      const children = routes[0]!.routes!;
      expect(children.map((route) => route.path)).toEqual(['/tags/', '/']);
      expect(children[0]!.component).toBe(GROUP);
      expect(children[0]!.routes!.map((route) => route.path)).toEqual(['/tags', ...tagPaths, '*']);
    });

    it('leave every path matching the route it matched before', () => {
      expect(leafOf('/tags').path).toBe('/tags');
      expect(leafOf('/tags/').path).toBe('/tags');
      expect(leafOf('/tags/tag-7').path).toBe('/tags/tag-7');
      expect(leafOf('/cms/intro').path).toBe('/cms/intro');
      expect(leafOf('/tags/no-such-tag').component).toBe('component of *');
    });

    it('are the only pages grouped: doc pages stay children of their docs root', () => {
      expect(GROUPED_SEGMENTS).toEqual(['/tags']);
      const cmsDocs: RouteEntry[] = Array.from({length: 40}, (_, index): RouteEntry => [`/cms/doc-${index}`, 1, names(`d${index}`), 1]);
      const root = routesOf([['/', 1, names('root'), 0, {}, cmsDocs]], (path) => path as never, GROUP)[0]!;
      expect(root.routes!.map((route) => route.path)).toEqual(cmsDocs.map(([path]) => path));
    });
  });
});
