import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {RouteChunkOriginsPlugin} from './RouteChunkOriginsPlugin';
import {routeChunksAsPreloads} from './preloadLinks';

/**
 * Preloads each page's route chunks from its HTML, so that they download
 * alongside `main.js` instead of after it has run. Docusaurus finds a page's
 * scripts by looking up the modules the page rendered (`@site/docs/….mdx`,
 * from the registry) in the client manifest, whose keys are chunk names
 * (`0022096a`), and so found none; `RouteChunkOriginsPlugin` adds each route
 * module's path as a key too. Docusaurus writes them as deferred scripts,
 * which `postBuild` turns into preload links (see `./preloadLinks`).
 */
export default function pluginRouteChunkPreload(context: LoadContext): Plugin {
  return {
    name: 'route-chunk-preload',

    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new RouteChunkOriginsPlugin(context.generatedFilesDir)]};
    },

    async postBuild({outDir, routesPaths}) {
      const files = new Set(routesPaths.map((route) => path.join(outDir, route, route.endsWith('.html') ? '' : 'index.html')));
      files.add(path.join(outDir, '404.html'));
      await Promise.all(
        [...files].map(async (file) => {
          const html = await readFile(file, 'utf8').catch(() => undefined);
          if (html === undefined) return;
          // Other plugins read the pages in their own postBuild at the same time: replace each file whole.
          await writeFile(`${file}.preload`, routeChunksAsPreloads(html));
          await rename(`${file}.preload`, file);
        }),
      );
    },
  };
}
