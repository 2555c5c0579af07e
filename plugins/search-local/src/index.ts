import type {LoadContext, Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import type {PluginOptions} from './options';
import {MANIFEST_FILE, writeIndex} from './indexer/writeIndex';

export type SearchGlobalData = {indexName: string; manifestUrl: string};

/**
 * Builds the offline search index from the production HTML, after the
 * build, and tells the client where its manifest lives.
 */
export default function pluginSearchLocal(context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'search-local',

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        indexName: options.indexName,
        manifestUrl: `${context.baseUrl}${MANIFEST_FILE}`,
      };
      actions.setGlobalData(data);
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      const started = performance.now();
      const manifest = await writeIndex({
        outDir,
        baseUrl: siteConfig.baseUrl,
        siteUrl: siteConfig.url,
        routesPaths,
        excludeRoutes: options.excludeRoutes,
        lowRankRoutes: options.lowRankRoutes,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(`Search index: ${manifest.records} records in ${seconds} s (${manifest.indexUrl}).`);
    },
  };
}

export {validateOptions} from './options';
