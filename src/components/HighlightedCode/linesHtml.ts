/** Class names of the line layout, from the code block's CSS module. */
export type LineClasses = {codeLine: string; codeLineNumber: string; codeLineContent: string};

export type LinesHtmlInput = {
  /** Highlighted HTML of each source line, joined by newlines, or undefined to show plain text. */
  highlighted: string | undefined;
  /** The block's source, magic comments included. */
  codeInput: string;
  /** The source without magic comment lines, as the theme shows it. */
  code: string;
  /** Extra classes per shown line, such as the highlighted-line class. */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
  classes: LineClasses;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The highlighted HTML of the lines the theme shows. Magic comment lines are
 * in the source but not in `code`, so source lines are matched in order to the
 * shown ones; if they cannot all be matched, plain text is safer than colours
 * on the wrong lines.
 */
function shownLinesHtml(highlighted: string | undefined, codeInput: string, shown: string[]): string[] {
  const plain = shown.map(escapeHtml);
  if (highlighted === undefined) return plain;
  const source = codeInput.replace(/\r?\n$/, '').split(/\r?\n/);
  const sourceHtml = highlighted.split('\n');
  if (sourceHtml.length !== source.length) return plain;
  const kept: string[] = [];
  for (let i = 0; i < source.length && kept.length < shown.length; i++) {
    if (source[i] === shown[kept.length]) kept.push(sourceHtml[i]!);
  }
  return kept.length === shown.length ? kept : plain;
}

/**
 * The inner HTML of a code block's `<code>`: one `.token-line` per line, with
 * the theme's line classes and, when asked, line numbers. Rendered as HTML so
 * that hydration never walks thousands of token spans. Unlike the theme's,
 * only empty lines end with a `<br>`: a line with text is as tall without it,
 * and a long page has hundreds of lines to lay out.
 */
export function linesHtml({highlighted, codeInput, code, lineClassNames, showLineNumbers, classes}: LinesHtmlInput): string {
  return shownLinesHtml(highlighted, codeInput, code.split(/\r?\n/))
    .map((html, i) => {
      const className = ['token-line', ...(lineClassNames[i] ?? []), ...(showLineNumbers ? [classes.codeLine] : [])].join(' ');
      const content = showLineNumbers
        ? `<span class="${classes.codeLineNumber}"></span><span class="${classes.codeLineContent}">${html}</span>`
        : html;
      // An empty line needs a line break to keep its height; a line with text has it already.
      return `<div class="${escapeHtml(className)}">${content}${html === '' ? '<br>' : ''}</div>`;
    })
    .join('');
}
