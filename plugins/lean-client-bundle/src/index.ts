import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Bundler settings that make the browser bundle smaller without changing
 * what it does:
 * - chunk files are named by chunk id (`assets/js/4139.<hash>.js`), not by
 *   the names Docusaurus gives route chunks, so the runtime carries no map
 *   from chunk id to name;
 * - the site config leaves out the plugin, preset and theme options, which
 *   only the build reads (see `../loaders`).
 */
export default function pluginLeanClientBundle(): Plugin {
  return {
    name: 'lean-client-bundle',

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
              use: [{loader: path.resolve(__dirname, '../loaders/siteConfigForBrowser.cjs')}],
            },
          ],
        },
      };
    },
  };
}
