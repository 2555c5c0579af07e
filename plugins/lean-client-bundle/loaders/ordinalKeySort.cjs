/**
 * theme-common's `useShallowMemoObject` (`lib/utils/reactUtils.js`) sorts an
 * object's keys with `localeCompare` to build stable hook dependencies. Only
 * the order's consistency matters there, and the first `localeCompare` of a
 * page loads the browser's collation tables: one long task while the first
 * code block hydrates (about 60 ms on a mid-range phone). An ordinal
 * comparison gives the same stability. The build fails if the line changes.
 *
 * @param {string} source
 * @returns {string}
 */
const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const ORDINAL_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = function ordinalKeySort(source) {
  if (!source.includes(LOCALE_SORT)) {
    throw new Error('ordinalKeySort: useShallowMemoObject changed; review plugins/lean-client-bundle/loaders.');
  }
  return source.replace(LOCALE_SORT, ORDINAL_SORT);
};
