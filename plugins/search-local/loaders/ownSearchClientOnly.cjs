/**
 * DocSearch 3.9's modal builds an Algolia search client (the lite client
 * with its hosts, retries, caches and XMLHttpRequest requester) and hands it
 * to `transformSearchClient`, which on this site always returns our own
 * client (`src/components/Search/useSearchClient.ts`: the local engine, or
 * hosted search through our client). This loader makes the modal's client
 * hook call `transformSearchClient` alone, so the bundler drops Algolia's
 * client from the modal's chunk (about 3.5 KB of brotli a first search
 * downloads). The build fails if the pinned bundle ever changes shape.
 *
 * @param {string} source
 * @returns {string}
 */
const patchBundle = require('./patchBundle.cjs');

const HOOK_START = 'function nn(t,r,n){return e.useMemo((function(){var e=function(e,t,r){if(!e||';
const HOOK_END = 'n(e)}),[t,r,n])}';

module.exports = function ownSearchClientOnly(source) {
  const start = source.indexOf(HOOK_START);
  const end = start === -1 ? -1 : source.indexOf(HOOK_END, start);
  const hook = end === -1 ? HOOK_START : source.slice(start, end + HOOK_END.length);
  return patchBundle('ownSearchClientOnly', source, [[hook, 'function nn(t,r,n){return e.useMemo((function(){return n()}),[t,r,n])}']]);
};
