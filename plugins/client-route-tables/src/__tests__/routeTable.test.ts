import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {chunkNamesOf, routesOf, type RouteEntry} from '../client/routeTable';

const require = createRequire(import.meta.url);
const {routeTable} = require('../../loaders/routeTable.cjs') as {
  routeTable: (routesSource: string, chunkNames: Record<string, unknown>) => RouteEntry[];
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

/** Evaluates generated routes the way the bundle does, with components as their creation arguments. */
function generatedRoutes(source: string): unknown {
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  return new Function('ComponentCreator', body)((...args: string[]) => args);
}

describe('compact route table', () => {
  const table = routeTable(ROUTES, CHUNK_NAMES);

  it('rebuilds the generated routes, nested routes and extra fields included', () => {
    expect(routesOf(table, (...args) => args as never)).toEqual(generatedRoutes(ROUTES));
  });

  it('rebuilds the generated chunk names', () => {
    expect(chunkNamesOf(table)).toEqual(CHUNK_NAMES);
  });

  it('names each path once', () => {
    expect(JSON.stringify(table).match(/"\/cms\/intro"/g)).toHaveLength(1);
  });

  it('fails on chunk names that belong to no route', () => {
    expect(() => routeTable(ROUTES, {...CHUNK_NAMES, '/gone-fff': {__comp: 'x'}})).toThrow(/\/gone-fff/);
  });

});
