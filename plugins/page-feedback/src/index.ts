import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';

/** What the feedback widget reads at run time: where feedback goes. */
export type PageFeedbackGlobalData = PluginOptions;

/**
 * Page feedback. The widget is a theme wrapper of the doc footer; this plugin
 * validates where its messages go and hands that to the client.
 */
export default function pluginPageFeedback(_context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'page-feedback',
    async contentLoaded({actions}) {
      actions.setGlobalData(options satisfies PageFeedbackGlobalData);
    },
  };
}

export {validateOptions} from './options';
