/**
 * Two accessibility fixes to the pinned DocSearch 3.9 bundle:
 * - Its full-screen container has `role="button"` and a tab stop, so that a
 *   click outside the modal closes it. Everything in the modal then sits
 *   inside a "button" (axe: nested-interactive). The click handler stays;
 *   the role and tab stop go.
 * - Each results list gets the id `docsearch-list`, while the input's
 *   `aria-controls` names `docsearch-<source>-list` (axe:
 *   aria-valid-attr-value). Passing the list's source gives it that id.
 * The build fails if the bundle ever changes shape.
 *
 * @param {string} source
 * @returns {string}
 */
const patchBundle = require('./patchBundle.cjs');

const PATCHES = [
  [
    '"error"===H.status&&"DocSearch-Container--Errored"].filter(Boolean).join(" "),role:"button",tabIndex:0,',
    '"error"===H.status&&"DocSearch-Container--Errored"].filter(Boolean).join(" "),',
  ],
  ['e.createElement("ul",t.getListProps(),', 'e.createElement("ul",t.getListProps({source:t.collection.source}),'],
];

module.exports = function modalSemantics(source) {
  return patchBundle('modalSemantics', source, PATCHES);
};
