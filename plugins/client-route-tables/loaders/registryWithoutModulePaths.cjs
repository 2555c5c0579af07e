/**
 * The browser's copy of Docusaurus's generated registry
 * (`.docusaurus/registry.js`) without the module paths that only server
 * rendering reads (react-loadable reports them there to find a page's
 * scripts): each entry keeps its loader and its module id. Entries and their
 * chunks take short names (see `./shortChunkNames.cjs`). The build fails if an
 * entry no longer has the generated shape.
 *
 * @param {string} source
 * @returns {string}
 */
const {shortChunkNames} = require('./shortChunkNames.cjs');

const ENTRY = /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ ("[^"]+")\), \3, (require\.resolveWeak\(\3\)\])/gm;
const ANY_ENTRY = /^\s*"[^"]+": \[/gm;

module.exports = function registryWithoutModulePaths(source) {
  const short = shortChunkNames(source);
  let trimmed = 0;
  const result = source.replace(ENTRY, (_match, indent, name, modulePath, weakId) => {
    trimmed += 1;
    const shortName = short.get(name);
    return `${indent}"${shortName}": [() => import(/* webpackChunkName: "${shortName}" */ ${modulePath}), "", ${weakId}`;
  });
  const entries = source.match(ANY_ENTRY)?.length ?? 0;
  if (trimmed !== entries) {
    throw new Error(`registryWithoutModulePaths: ${entries - trimmed} registry entries have an unknown shape; review plugins/client-route-tables/loaders.`);
  }
  return result;
};
