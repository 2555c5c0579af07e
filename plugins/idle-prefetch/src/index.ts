import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Swaps the Docusaurus client's prefetch and preload helpers
 * (`window.docusaurus`, which `<Link>` calls) for `./client/docusaurus.ts`:
 * the same behaviour, with the cost of in-view prefetching moved out of page
 * load (see there).
 */
export default function pluginIdlePrefetch(): Plugin {
  return {
    name: 'idle-prefetch',

    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/,
            path.resolve(__dirname, 'client/docusaurus.ts'),
          ),
        ],
      };
    },
  };
}
