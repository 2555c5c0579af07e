import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';

/** What the widget reads at run time: which provider answers, and where. */
export type AskAiGlobalData = PluginOptions;

/**
 * Ask AI. The widget itself is a site component; this plugin validates its
 * options and hands them to the client. Answers come from the search
 * plugin's index, so no build step of its own is needed.
 */
export default function pluginAskAi(_context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'ask-ai',
    async contentLoaded({actions}) {
      actions.setGlobalData(options satisfies AskAiGlobalData);
    },
  };
}

export {validateOptions} from './options';
