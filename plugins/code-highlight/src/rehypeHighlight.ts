import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {prismWithLanguages} from './prism';
import {highlightLines} from './highlightLines';
import type {CodeThemes} from './tokenStyles';

export type RehypeHighlightOptions = {
  themes: CodeThemes;
  /** Prism languages beyond prism-react-renderer's own, as in `themeConfig.prism.additionalLanguages`. */
  additionalLanguages: readonly string[];
};

/** The prop that carries a block's highlighted lines to `@theme/CodeBlock`. */
export const HIGHLIGHTED_LINES_PROP = 'highlightedLines';

function codeLanguage(code: Element): string {
  const classNames = code.properties.className;
  const languageClass = Array.isArray(classNames)
    ? classNames.map(String).find((name) => name.startsWith('language-'))
    : undefined;
  return languageClass ? languageClass.slice('language-'.length).toLowerCase() : 'text';
}

/**
 * Highlights fenced code blocks at build time. Each `<pre><code>` gets the
 * highlighted HTML of every source line, joined by newlines, so the browser
 * needs no highlighter and nothing is tokenized during hydration. The source
 * text leaves the code element: `@theme/CodeBlock` reads it back from the
 * highlighted lines (for copying and the theme's line parsing), so a page's
 * script does not carry every block twice.
 */
export default function rehypeHighlight(options: RehypeHighlightOptions) {
  const prism = prismWithLanguages(options.additionalLanguages);
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code || !code.children.every((child) => child.type === 'text')) return;
      const source = code.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      // The theme drops the final line break before splitting into lines; so do we.
      const lines = highlightLines(prism, options.themes, source.replace(/\r?\n$/, ''), codeLanguage(code));
      code.properties[HIGHLIGHTED_LINES_PROP] = lines.join('\n');
      code.children = [];
    });
  };
}
