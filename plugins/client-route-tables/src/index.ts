import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const loader = (name: string) => ({loader: path.resolve(__dirname, '../loaders', name)});

/**
 * Smaller route tables in `main.js`, which every page loads whole before its
 * first render. Only the browser bundle changes; server rendering keeps
 * Docusaurus's generated files. Its registry drops the module paths that
 * only server rendering reads, and its routes and chunk names come from one
 * compact table (see `../loaders`).
 */
export default function pluginClientRouteTables(): Plugin {
  return {
    name: 'client-route-tables',

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [loader('registryWithoutModulePaths.cjs')]},
            {test: /[\\/]\.docusaurus[\\/]routes\.js$/, use: [loader('routesModule.cjs')]},
            {test: /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/, type: 'javascript/auto', use: [loader('chunkNamesModule.cjs')]},
          ],
        },
      };
    },
  };
}
