/**
 * The browser's copies of Docusaurus's generated `routes.js` and
 * `routesChunkNames.json`, which every page loads whole, built from one
 * compact table instead of naming each route's path three times. The table
 * (`[path, has a hash, chunk names, exact, other fields, child routes]` per
 * route, see `../src/client/routeTable.ts`) lives in the chunk names module,
 * which Docusaurus's `ComponentCreator` reads when `routes.js` creates its
 * components; `routes.js` imports it from there. Route hashes only pair a
 * route with its chunk names, so the browser numbers the routes instead, and
 * chunk names take the registry's short names (see `./shortChunkNames.cjs`).
 */
const {readFileSync} = require('node:fs');
const path = require('node:path');
const {shortChunkNames} = require('./shortChunkNames.cjs');

const CLIENT = JSON.stringify(path.resolve(__dirname, '../src/client/routeTable.ts'));
const ROUTE_GROUP = JSON.stringify(path.resolve(__dirname, '../src/client/RouteGroup.ts'));

/**
 * The route configs of the generated `routes.js`, each component replaced by
 * the path and hash it is created with. The file is Docusaurus's own output
 * for this build (an array literal of route objects calling
 * `ComponentCreator(path, hash)`), so it is evaluated as is.
 *
 * @param {string} source
 */
function readRoutes(source) {
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  return new Function('ComponentCreator', body)((componentPath, hash) => ({componentPath, hash}));
}

/**
 * A route's chunk names tree with each name shortened; names the registry
 * does not hold stay as they are.
 *
 * @param {unknown} tree
 * @param {Map<string, string>} short
 * @returns {unknown}
 */
function shortenTree(tree, short) {
  if (typeof tree === 'string') return short.get(tree) ?? tree;
  if (Array.isArray(tree)) return tree.map((value) => shortenTree(value, short));
  if (tree && typeof tree === 'object') return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, shortenTree(value, short)]));
  return tree;
}

/**
 * @param {Array<Record<string, any>>} routes
 * @param {Record<string, unknown>} chunkNames
 * @param {Set<string>} used keys of `chunkNames` the table holds
 * @param {Map<string, string>} short
 */
function compactRoutes(routes, chunkNames, used, short) {
  return routes.map(({path: routePath, component, exact, routes: children, ...rest}) => {
    if (component.componentPath !== routePath) throw new Error(`routeTable: ${routePath} creates the component of ${component.componentPath}`);
    const key = `${routePath}-${component.hash}`;
    const hash = component.hash ?? null;
    if (hash !== null) used.add(key);
    const entry = [routePath, hash === null ? null : 1, hash === null ? null : shortenTree(chunkNames[key] ?? null, short), exact ? 1 : 0];
    const compactChildren = children ? compactRoutes(children, chunkNames, used, short) : undefined;
    if (Object.keys(rest).length > 0 || compactChildren) entry.push(rest);
    if (compactChildren) entry.push(compactChildren);
    return entry;
  });
}

/**
 * The compact table of a build's routes and chunk names; fails if a chunk
 * names entry belongs to no route.
 *
 * @param {string} routesSource the generated `routes.js`
 * @param {Record<string, unknown>} chunkNames the generated `routesChunkNames.json`
 * @param {string} registrySource the generated `registry.js`
 */
function routeTable(routesSource, chunkNames, registrySource) {
  const used = new Set();
  const table = compactRoutes(readRoutes(routesSource), chunkNames, used, shortChunkNames(registrySource));
  const orphans = Object.keys(chunkNames).filter((key) => !used.has(key));
  if (orphans.length > 0) throw new Error(`routeTable: chunk names of no route: ${orphans.join(', ')}`);
  return table;
}

/** Loader for `.docusaurus/routesChunkNames.json` (as JavaScript). @param {string} source */
function chunkNamesModule(source) {
  const routesPath = path.join(path.dirname(this.resourcePath), 'routes.js');
  const registryPath = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(routesPath);
  this.addDependency(registryPath);
  const table = routeTable(readFileSync(routesPath, 'utf8'), JSON.parse(source), readFileSync(registryPath, 'utf8'));
  return `import {chunkNamesOf} from ${CLIENT};\nexport const routeTable = ${JSON.stringify(table)};\nexport default chunkNamesOf(routeTable);\n`;
}

/** Loader for `.docusaurus/routes.js`. */
function routesModule() {
  return `import ComponentCreator from '@docusaurus/ComponentCreator';\nimport {routeTable} from '@generated/routesChunkNames';\nimport {routesOf} from ${CLIENT};\nimport RouteGroup from ${ROUTE_GROUP};\nexport default routesOf(routeTable, ComponentCreator, RouteGroup);\n`;
}

module.exports = {routeTable, chunkNamesModule, routesModule};
