import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import logger from '@docusaurus/logger';
import type {PluginOptions} from './options';
import type {SearchManifest, SearchRecord} from './types';
import {packRecords} from './indexFormat';
import {splitTextTails} from './textTails';
import {INDEX_DIR, MANIFEST_FILE, writeIndex} from './indexer/writeIndex';
import {sourceRecords} from './indexer/sourceRecords';
import {DevIndexEmitter} from './indexer/devIndexEmitter';
import {readDocSources} from './readerQuestions';

export type SearchGlobalData = {
  mode: 'local' | 'hosted';
  indexName: string;
  /** The offline index: search reads it in local mode, Ask AI in both modes. */
  manifestUrl: string;
  /** In hosted mode, a server speaking Algolia's API instead of Algolia's hosts. */
  hostedUrl: string | null;
};

/**
 * Search for the site. It builds the offline index from the production HTML,
 * after the build, and tells the client where its manifest lives; in hosted
 * mode the search UI talks to Algolia instead. Both modes need the DocSearch
 * error-status fix, and both hand the modal our own client.
 */
export default function pluginSearchLocal(context: LoadContext, options: PluginOptions): Plugin {
  const isDev = process.env.NODE_ENV === 'development';
  // Under `docusaurus start` there is no built HTML: index the sources instead.
  let devRecords: SearchRecord[] = [];
  // Reader questions by route, from the docs' source files, for the index.
  let questions = new Map<string, string[]>();

  return {
    name: 'search-local',

    async allContentLoaded({allContent}) {
      const docs = (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions[0]?.docs ?? [];
      const sources = await readDocSources(context.siteDir, docs);
      questions = new Map(sources.flatMap(({permalink, questions: list}) => (list ? [[permalink, list] as const] : [])));
      if (!isDev) return;
      devRecords = sourceRecords(sources, context.siteConfig.url, 'docs-default-current');
    },

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        mode: options.mode,
        indexName: options.indexName,
        manifestUrl: `${context.baseUrl}${MANIFEST_FILE}`,
        hostedUrl: options.mode === 'hosted' ? (options.hostedUrl ?? null) : null,
      };
      actions.setGlobalData(data);
    },

    configureWebpack(_config, isServer) {
      const devIndex =
        isDev && !isServer
          ? [
              new DevIndexEmitter(() => {
                const indexPath = `${INDEX_DIR}/index.dev.json`;
                const tailsPath = `${INDEX_DIR}/tails.dev.json`;
                const searched = splitTextTails(devRecords);
                const manifest: SearchManifest = {
                  indexUrl: `${context.baseUrl}${indexPath}`,
                  records: devRecords.length,
                  tailsUrl: `${context.baseUrl}${tailsPath}`,
                };
                return {
                  [MANIFEST_FILE]: JSON.stringify(manifest),
                  [indexPath]: JSON.stringify(packRecords(searched.records)),
                  [tailsPath]: JSON.stringify(searched.tails),
                };
              }),
            ]
          : [];
      return {
        plugins: devIndex,
        module: {
          rules: [
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
              use: [
                {loader: path.resolve(__dirname, '../loaders/keepErrorStatus.cjs')},
                {loader: path.resolve(__dirname, '../loaders/modalSemantics.cjs')},
                {loader: path.resolve(__dirname, '../loaders/initialValuesOnce.cjs')},
                {loader: path.resolve(__dirname, '../loaders/ownSearchClientOnly.cjs')},
              ],
            },
          ],
        },
      };
    },

    // The index is written in hosted mode too: Ask AI answers from it.
    async postBuild({outDir, routesPaths, siteConfig}) {
      const started = performance.now();
      const manifest = await writeIndex({
        outDir,
        baseUrl: siteConfig.baseUrl,
        siteUrl: siteConfig.url,
        routesPaths,
        excludeRoutes: options.excludeRoutes,
        lowRankRoutes: options.lowRankRoutes,
        questions,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(`Search index: ${manifest.records} records in ${seconds} s (${manifest.indexUrl}).`);
    },
  };
}

export {validateOptions} from './options';
