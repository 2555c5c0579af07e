/**
 * DocSearch 3.9 bundles @algolia/autocomplete-core, whose input handler
 * sets the status to "idle" in a `finally` after every query. This loader
 * lets that `finally` end only a pending status ("loading" or "stalled"):
 * - an "error" status, which DocSearch sets on a RetryError, stays, so its
 *   "Unable to fetch results" screen shows;
 * - an "idle" status, which the query's results have just set, is not set
 *   again: each status change renders the modal, and its results list with
 *   it, so every keystroke rendered all the hits twice.
 * The build fails if the pinned bundle ever changes shape.
 *
 * @param {string} source
 * @returns {string}
 */
const patchBundle = require('./patchBundle.cjs');

module.exports = function keepErrorStatus(source) {
  return patchBundle('keepErrorStatus', source, [
    [
      '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
      '.finally((function(){var status=c.getState().status;("loading"===status||"stalled"===status)&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    ],
  ]);
};
