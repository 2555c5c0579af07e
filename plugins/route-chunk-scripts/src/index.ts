import type {LoadContext, Plugin} from '@docusaurus/types';
import {RouteChunkOriginsPlugin} from './RouteChunkOriginsPlugin';

/**
 * Puts each page's route chunks in its HTML, as Docusaurus does with webpack,
 * so that they download alongside `main.js` instead of after it has run.
 * Docusaurus finds a page's scripts by looking up the modules the page
 * rendered (`@site/docs/….mdx`, from the registry) in the client manifest,
 * whose keys are chunk names (`0022096a`); `RouteChunkOriginsPlugin` adds
 * each route module's path as a key too.
 */
export default function pluginRouteChunkScripts(context: LoadContext): Plugin {
  return {
    name: 'route-chunk-scripts',

    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new RouteChunkOriginsPlugin(context.generatedFilesDir)]};
    },
  };
}
