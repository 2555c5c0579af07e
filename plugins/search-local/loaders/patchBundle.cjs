/**
 * Replaces exact snippets of the pinned DocSearch bundle. Throws when one is
 * missing, so a DocSearch upgrade fails the build instead of silently
 * dropping a fix.
 *
 * @param {string} loader name of the calling loader, for the error message
 * @param {string} source
 * @param {[string, string][]} patches pairs of original and replacement
 * @returns {string}
 */
module.exports = function patchBundle(loader, source, patches) {
  return patches.reduce((patched, [original, replacement]) => {
    if (!patched.includes(original)) {
      throw new Error(`${loader}: @docsearch/react changed; review plugins/search-local/loaders/${loader}.cjs.`);
    }
    return patched.replace(original, replacement);
  }, source);
};
