import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {cleanTextWithCode, joinTextWithCode, readTextWithCode} from '../textWithCode';

const read = (html: string) => readTextWithCode(load(html, null, false).root()[0]!);

describe('text with its inline code', () => {
  it('reads the text as the page shows it, with the place of each piece of code', () => {
    expect(read('<p>\n  Set <code>port</code>\tto\u200B <a href="#"><code> 1337</code></a>.</p>')).toEqual({text: 'Set port to 1337.', codeSpans: [4, 8, 12, 16]});
  });

  it('takes code inside code as one piece, and drops code with no text', () => {
    expect(read('<p>Use <code>a <code>b</code> c</code> and <code> </code>then.</p>')).toEqual({text: 'Use a b c and then.', codeSpans: [4, 9]});
  });

  it('moves the spans with collapsed spaces and the trimmed start', () => {
    expect(cleanTextWithCode('   two   words  ', [3, 6, 9, 14])).toEqual({text: 'two words', codeSpans: [0, 3, 4, 9]});
  });

  it('joins pieces as one text, each piece keeping its code', () => {
    const key = read('<td><code>port</code></td>');
    const value = read('<td><code>1337</code></td>');
    expect(joinTextWithCode([key, ' (default ', value, '): ', read('<td>The port.</td>')])).toEqual({
      text: 'port (default 1337): The port.',
      codeSpans: [0, 4, 14, 18],
    });
  });
});
