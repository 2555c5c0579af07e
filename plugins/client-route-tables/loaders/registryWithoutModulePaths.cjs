/**
 * The browser's copy of Docusaurus's generated registry
 * (`.docusaurus/registry.js`) without the module paths that only server
 * rendering reads (react-loadable reports them there to find a page's
 * scripts): each entry keeps its loader and its module id. The build fails if
 * an entry no longer has the generated shape.
 *
 * @param {string} source
 * @returns {string}
 */
const ENTRY = /^(\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)), \2, (require\.resolveWeak\(\2\)\])/gm;
const ANY_ENTRY = /^\s*"[^"]+": \[/gm;

module.exports = function registryWithoutModulePaths(source) {
  let trimmed = 0;
  const result = source.replace(ENTRY, (_match, head, _modulePath, weakId) => {
    trimmed += 1;
    return `${head}, "", ${weakId}`;
  });
  const entries = source.match(ANY_ENTRY)?.length ?? 0;
  if (trimmed !== entries) {
    throw new Error(`registryWithoutModulePaths: ${entries - trimmed} registry entries have an unknown shape; review plugins/client-route-tables/loaders.`);
  }
  return result;
};
