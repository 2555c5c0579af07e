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
const patchBundle = require('./patchBundle.cjs');

module.exports = function keepErrorStatus(source) {
  return patchBundle('keepErrorStatus', source, [
    [
      '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
      '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    ],
  ]);
};
