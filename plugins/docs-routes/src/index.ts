import path from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {type PluginOptions, type LoadedContent} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {groupTagPages, navbarDocIds, trimGlobalDocs, trimVersionDocs} from './leanRoutes';

/**
 * The official docs plugin with less route data in the browser: its routes
 * are collected as it adds them, then the version props lose the doc titles
 * and descriptions nothing reads and tag pages share their data modules,
 * before they reach Docusaurus; its global data keeps only the docs the
 * navbar needs. URLs, pages and their HTML stay the same. Takes the docs
 * plugin's own options (the preset has `docs: false`).
 */
export default async function pluginDocsRoutes(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  const contentLoaded = docs.contentLoaded!.bind(docs);
  const {navbar} = context.siteConfig.themeConfig as {navbar?: {items?: unknown[]}};
  const navbarDocs = navbarDocIds(navbar?.items ?? []);
  const aliased = (modulePath: string) =>
    `@generated/${path.relative(context.generatedFilesDir, modulePath).split(path.sep).join('/')}`;

  return {
    ...docs,
    getThemePath: () => path.resolve(__dirname, 'theme'),
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        addRoute: (route) => routes.push(route),
        setGlobalData: (data) => args.actions.setGlobalData(trimGlobalDocs(data as GlobalPluginData, navbarDocs)),
      };
      await contentLoaded({...args, actions});
      trimVersionDocs(routes, options);
      await groupTagPages(routes, options, '@theme/DocTagDocListRoute', async (name, data) =>
        aliased(await args.actions.createData(name, JSON.stringify(data))),
      );
      routes.forEach(args.actions.addRoute);
    },
  };
}

export {validateOptions} from '@docusaurus/plugin-content-docs';
