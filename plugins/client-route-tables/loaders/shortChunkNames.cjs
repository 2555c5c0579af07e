/**
 * Short names for the browser's route chunks. Docusaurus names each route
 * module's chunk after a hash of its path (`"944f1ab9"`); the browser bundle
 * repeats the name in the registry, the route table and the runtime's map
 * from chunk name to file, and random hex compresses badly. Each name becomes
 * its index in the generated registry, in base 36 (`"7k"`), which both
 * loaders of this plugin derive from the same file, so they agree.
 */
const KEY = /^\s*"([^"]+)": \[/gm;

/**
 * @param {string} registrySource the generated `.docusaurus/registry.js`
 * @returns {Map<string, string>} short name by chunk name
 */
function shortChunkNames(registrySource) {
  return new Map([...registrySource.matchAll(KEY)].map(([, name], index) => [name, index.toString(36)]));
}

module.exports = {shortChunkNames};
