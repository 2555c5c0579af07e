/**
 * DocSearch 3.9 bundles @algolia/autocomplete-core, whose input handler
 * resets the status to "idle" in a `finally` after every query, including
 * failed ones. DocSearch's "Unable to fetch results" screen therefore never
 * shows. This loader keeps the "error" status that DocSearch sets on a
 * RetryError. The build fails if the pinned bundle ever changes shape.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function keepErrorStatus(source) {
  const original = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
  const patched = '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';
  if (!source.includes(original)) {
    throw new Error(
      'keepErrorStatus: @docsearch/react changed; review plugins/search-local/loaders/keepErrorStatus.cjs.',
    );
  }
  return source.replace(original, patched);
};
