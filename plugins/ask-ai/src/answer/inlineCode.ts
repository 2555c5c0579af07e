/** Code as Markdown: a backtick inside takes a longer fence. */
const asCode = (code: string) => (code.includes('`') ? `\`\` ${code} \`\`` : `\`${code}\``);

/**
 * A sentence with the page's inline code marked as code: `spans` holds the
 * start and end offsets, in the sentence, of each `<code>` element the
 * indexer found there. What the page sets as prose stays prose.
 */
export function markInlineCode(sentence: string, spans: readonly number[]): string {
  let marked = '';
  let from = 0;
  for (let i = 0; i + 1 < spans.length; i += 2) {
    const [start, end] = [spans[i]!, spans[i + 1]!];
    marked += sentence.slice(from, start) + asCode(sentence.slice(start, end));
    from = end;
  }
  return marked + sentence.slice(from);
}
