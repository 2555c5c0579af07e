import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** What the bundler's module replacement hands its callback: the request and who makes it. */
type ModuleRequest = {request: string; contextInfo?: {issuer?: string}};

const UTILS_COMMON = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;
const TSLIB_FOR_UTILS_COMMON = path.resolve(__dirname, 'client/tslibForUtilsCommon.ts');
const DOCUSAURUS_LINK = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/;
const REACT_ROUTER_DOM_FOR_LINK = path.resolve(__dirname, 'client/reactRouterDomForLink.tsx');
const CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
const CLIENT_ENTRY_IN_STEPS = path.resolve(__dirname, 'client/clientEntry.tsx');
const THEME_PROGRESS_BAR = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/;
const PROGRESS_BAR_ON_DEMAND = path.resolve(__dirname, 'client/progressBarOnDemand.ts');
const REACT_ROUTER = /[\\/]react-router[\\/]/;
const PATH_TO_REGEXP_FOR_STATIC_ROUTES = path.resolve(__dirname, 'client/pathToRegexpForStaticRoutes.ts');

/**
 * Bundler settings that make the browser bundle smaller without changing
 * what it does:
 * - chunk files are named by chunk id (`assets/js/4139.<hash>.js`), not by
 *   the names Docusaurus gives route chunks, so the runtime carries no map
 *   from chunk id to name;
 * - the site config leaves out the plugin, preset and theme options, which
 *   only the build reads (see `../loaders`);
 * - `@docusaurus/utils-common` gets the one tslib helper it uses instead of
 *   all of tslib (see `./client/tslibForUtilsCommon.ts`);
 * - theme-common sorts hook dependencies without loading collation tables
 *   (see `../loaders/ordinalKeySort.cjs`);
 * - Docusaurus's `<Link>` renders react-router-dom's link as one component
 *   instead of three (see `./client/reactRouterDomForLink.tsx`);
 * - the production client entry starts the app in several tasks instead of
 *   one long one (see `./client/clientEntry.tsx`; the development server and
 *   the hash router keep Docusaurus's);
 * - the route progress bar loads `nprogress` when the browser is idle or a
 *   navigation starts (see `./client/progressBarOnDemand.ts`);
 * - react-router matches static route paths as strings instead of building a
 *   regular expression per route (see `./client/pathToRegexpForStaticRoutes.ts`).
 */
export default function pluginLeanClientBundle(context: LoadContext): Plugin {
  return {
    name: 'lean-client-bundle',

    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const entryInSteps = process.env.NODE_ENV === 'production' && context.siteConfig.future.experimental_router !== 'hash';
      return {
        plugins: [
          ...(entryInSteps ? [new currentBundler.instance.NormalModuleReplacementPlugin(CLIENT_ENTRY, CLIENT_ENTRY_IN_STEPS)] : []),
          new currentBundler.instance.NormalModuleReplacementPlugin(THEME_PROGRESS_BAR, PROGRESS_BAR_ON_DEMAND),
          new currentBundler.instance.NormalModuleReplacementPlugin(/^tslib$/, (resource: ModuleRequest) => {
            if (UTILS_COMMON.test(resource.contextInfo?.issuer ?? '')) resource.request = TSLIB_FOR_UTILS_COMMON;
          }),
          new currentBundler.instance.NormalModuleReplacementPlugin(/^path-to-regexp$/, (resource: ModuleRequest) => {
            if (REACT_ROUTER.test(resource.contextInfo?.issuer ?? '')) resource.request = PATH_TO_REGEXP_FOR_STATIC_ROUTES;
          }),
          new currentBundler.instance.NormalModuleReplacementPlugin(/^react-router-dom$/, (resource: ModuleRequest) => {
            if (DOCUSAURUS_LINK.test(resource.contextInfo?.issuer ?? '')) resource.request = REACT_ROUTER_DOM_FOR_LINK;
          }),
        ],
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
              use: [{loader: path.resolve(__dirname, '../loaders/siteConfigForBrowser.cjs')}],
            },
            {
              test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
              use: [{loader: path.resolve(__dirname, '../loaders/ordinalKeySort.cjs')}],
            },
          ],
        },
      };
    },
  };
}
