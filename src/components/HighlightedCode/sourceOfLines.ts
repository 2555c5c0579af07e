/**
 * A block's source from its build-time highlighted lines (see
 * plugins/code-highlight): the token spans' text, unescaped. Fenced blocks
 * ship only the highlighted lines, so their text is not in a page's script
 * twice. The final line break, which the theme drops anyway, is not kept.
 */
export function sourceOfLines(highlighted: string): string {
  return highlighted.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
