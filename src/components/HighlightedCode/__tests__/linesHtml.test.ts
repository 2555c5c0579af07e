import {describe, expect, it} from 'vitest';
import {linesHtml} from '../linesHtml';

const classes = {codeLine: 'line', codeLineNumber: 'number', codeLineContent: 'content'};
const base = {lineClassNames: {}, showLineNumbers: false, classes};

describe('linesHtml', () => {
  it('wraps each highlighted line in a token-line', () => {
    const html = linesHtml({...base, highlighted: '<span class="k">a</span>\nb', codeInput: 'a\nb\n', code: 'a\nb'});
    expect(html).toBe('<div class="token-line"><span class="k">a</span></div><div class="token-line">b</div>');
  });

  it('ends only empty lines with a line break, which keeps their height', () => {
    const html = linesHtml({...base, highlighted: 'a\n\nb', codeInput: 'a\n\nb', code: 'a\n\nb'});
    expect(html).toBe('<div class="token-line">a</div><div class="token-line"><br></div><div class="token-line">b</div>');
  });

  it('skips the lines of magic comments, which the theme removes from the code', () => {
    const html = linesHtml({
      ...base,
      highlighted: '<i>// highlight-next-line</i>\n<b>one</b>\n<b>two</b>',
      codeInput: '// highlight-next-line\none\ntwo',
      code: 'one\ntwo',
      lineClassNames: {0: ['theme-code-block-highlighted-line']},
    });
    expect(html).toBe(
      '<div class="token-line theme-code-block-highlighted-line"><b>one</b></div><div class="token-line"><b>two</b></div>',
    );
  });

  it('adds line numbers when asked', () => {
    const html = linesHtml({...base, highlighted: 'x', codeInput: 'x', code: 'x', showLineNumbers: true});
    expect(html).toBe('<div class="token-line line"><span class="number"></span><span class="content">x</span></div>');
  });

  it('shows escaped plain text for blocks not highlighted at build time, or whose lines do not match', () => {
    expect(linesHtml({...base, highlighted: undefined, codeInput: '<a>', code: '<a>'})).toBe('<div class="token-line">&lt;a&gt;</div>');
    expect(linesHtml({...base, highlighted: 'only one', codeInput: 'a\nb', code: 'a\nb'})).toContain('>a</div>');
  });
});
