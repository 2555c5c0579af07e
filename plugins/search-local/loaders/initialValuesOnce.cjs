/**
 * DocSearch 3.9's modal passes three expensive values to `useRef`, which
 * evaluates its argument on every render and keeps only the first: the
 * page's selection as text (it forces a layout: about 5 ms per keystroke in
 * Chromium) and two stores of recent and favorite searches, each probing
 * localStorage and parsing JSON. This loader computes each once, as a lazy
 * `useState` initializer, which keeps the first value just the same.
 *
 * @param {string} source
 * @returns {string}
 */
const patchBundle = require('./patchBundle.cjs');

const once = (expression) => `e.useState((function(){return ${expression}}))[0]`;

const SELECTION = '"undefined"!=typeof window?window.getSelection().toString().slice(0,64):""';
const FAVORITES = 'xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})';
const RECENTS = 'xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})';

module.exports = function initialValuesOnce(source) {
  return patchBundle(
    'initialValuesOnce',
    source,
    [SELECTION, FAVORITES, RECENTS].map((expression) => [`e.useRef(${expression}).current`, once(expression)]),
  );
};
