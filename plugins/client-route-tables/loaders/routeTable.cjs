/**
 * The browser's copies of Docusaurus's generated `routes.js` and
 * `routesChunkNames.json`, which every page loads whole, built from one
 * compact table instead of naming each route's path three times. The table
 * (`[path, hash, chunk names, exact, other fields, child routes]` per route,
 * see `../src/client/routeTable.ts`) lives in the chunk names module, which
 * Docusaurus's `ComponentCreator` reads when `routes.js` creates its
 * components; `routes.js` imports it from there.
 */
const {readFileSync} = require('node:fs');
const path = require('node:path');

const CLIENT = JSON.stringify(path.resolve(__dirname, '../src/client/routeTable.ts'));

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
 * @param {Array<Record<string, any>>} routes
 * @param {Record<string, unknown>} chunkNames
 * @param {Set<string>} used keys of `chunkNames` the table holds
 */
function compactRoutes(routes, chunkNames, used) {
  return routes.map(({path: routePath, component, exact, routes: children, ...rest}) => {
    if (component.componentPath !== routePath) throw new Error(`routeTable: ${routePath} creates the component of ${component.componentPath}`);
    const key = `${routePath}-${component.hash}`;
    const hash = component.hash ?? null;
    if (hash !== null) used.add(key);
    const entry = [routePath, hash, hash === null ? null : (chunkNames[key] ?? null), exact ? 1 : 0];
    const compactChildren = children ? compactRoutes(children, chunkNames, used) : undefined;
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
 */
function routeTable(routesSource, chunkNames) {
  const used = new Set();
  const table = compactRoutes(readRoutes(routesSource), chunkNames, used);
  const orphans = Object.keys(chunkNames).filter((key) => !used.has(key));
  if (orphans.length > 0) throw new Error(`routeTable: chunk names of no route: ${orphans.join(', ')}`);
  return table;
}

/** Loader for `.docusaurus/routesChunkNames.json` (as JavaScript). @param {string} source */
function chunkNamesModule(source) {
  const routesPath = path.join(path.dirname(this.resourcePath), 'routes.js');
  this.addDependency(routesPath);
  const table = routeTable(readFileSync(routesPath, 'utf8'), JSON.parse(source));
  return `import {chunkNamesOf} from ${CLIENT};\nexport const routeTable = ${JSON.stringify(table)};\nexport default chunkNamesOf(routeTable);\n`;
}

/** Loader for `.docusaurus/routes.js`. */
function routesModule() {
  return `import ComponentCreator from '@docusaurus/ComponentCreator';\nimport {routeTable} from '@generated/routesChunkNames';\nimport {routesOf} from ${CLIENT};\nexport default routesOf(routeTable, ComponentCreator);\n`;
}

module.exports = {routeTable, chunkNamesModule, routesModule};
