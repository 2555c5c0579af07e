import {normalizeTokens, type Prism} from 'prism-react-renderer';
import {tokenClasses, type CodeThemes} from './tokenStyles';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The inner HTML of each line of `code`, tokenized as prism-react-renderer
 * does in the browser. Tokens become spans whose classes carry their colours
 * in both modes; neighbours with the same classes share a span and plain text
 * gets none, which keeps the DOM small.
 */
export function highlightLines(prism: typeof Prism, themes: CodeThemes, code: string, language: string): string[] {
  const grammar = prism.languages[language];
  const tokens = grammar ? prism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens).map((line) => {
    let html = '';
    let open = '';
    let text = '';
    const flush = () => {
      if (text) html += open ? `<span class="${open}">${escapeHtml(text)}</span>` : escapeHtml(text);
      text = '';
    };
    for (const token of line) {
      if (token.empty) continue;
      const classes = tokenClasses(themes, language, token.types);
      if (classes !== open) {
        flush();
        open = classes;
      }
      text += token.content;
    }
    flush();
    return html;
  });
}
