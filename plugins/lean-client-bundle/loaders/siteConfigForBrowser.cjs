/**
 * The browser's copy of Docusaurus's generated site config
 * (`.docusaurus/docusaurus.config.mjs`, `export default {…};`) without the
 * plugin, preset and theme options: they configure the build, nothing in the
 * browser reads them, and they are most of the config's weight (the code
 * colour themes twice, in the content plugins' highlighting options). Server
 * rendering keeps the whole config. The build fails if the file changes shape.
 *
 * @param {string} source
 * @returns {string}
 */
const BUILD_ONLY_KEYS = ['plugins', 'presets', 'themes'];

module.exports = function siteConfigForBrowser(source) {
  const start = source.indexOf('export default {');
  const end = source.lastIndexOf('};');
  if (start === -1 || end < start) {
    throw new Error('siteConfigForBrowser: the generated site config changed shape; review plugins/lean-client-bundle/loaders.');
  }
  const config = JSON.parse(source.slice(start + 'export default '.length, end + 1));
  for (const key of BUILD_ONLY_KEYS) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};
