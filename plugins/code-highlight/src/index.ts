import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss, type CodeThemes} from './tokenStyles';

/**
 * The browser half of build-time highlighting (the rehype half is
 * `./rehypeHighlight`, on the content plugins). It adds the stylesheet that
 * colours highlighted code in both modes, and swaps the theme's client module
 * that loads Prism and its languages for an empty one: nothing in the browser
 * tokenizes code any more.
 */
export default function pluginCodeHighlight(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as {prism: {theme: CodeThemes['light']; darkTheme: CodeThemes['dark']}};
  const css = codeThemeCss({light: prism.theme, dark: prism.darkTheme});
  return {
    name: 'code-highlight',

    injectHtmlTags() {
      return {headTags: [{tagName: 'style', attributes: {'data-code-theme': 'true'}, innerHTML: css}]};
    },

    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            path.resolve(__dirname, 'client/noPrism.ts'),
          ),
        ],
      };
    },
  };
}
