import path from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {type PluginOptions, type LoadedContent} from '@docusaurus/plugin-content-docs';
import {groupTagPages, trimVersionDocs} from './leanRoutes';

/**
 * The official docs plugin with leaner routes for the browser: its routes are
 * collected as it adds them, then the version props lose the doc titles and
 * descriptions nothing reads, and tag pages share their data modules, before
 * they reach Docusaurus. URLs, pages and their HTML stay the same. Takes the
 * docs plugin's own options (the preset's `docs: false`, this plugin instead).
 */
export default async function pluginDocsRoutes(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  const contentLoaded = docs.contentLoaded!.bind(docs);
  const aliased = (modulePath: string) =>
    `@generated/${path.relative(context.generatedFilesDir, modulePath).split(path.sep).join('/')}`;

  return {
    ...docs,
    getThemePath: () => path.resolve(__dirname, 'theme'),
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      const actions: PluginContentLoadedActions = {...args.actions, addRoute: (route) => routes.push(route)};
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
