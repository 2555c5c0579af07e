import {describe, expect, it} from 'vitest';
import {markInlineCode} from '../answer/inlineCode';

/** Start and end offsets of each of `pieces` in `sentence`, in order. */
function spansOf(sentence: string, pieces: string[]): number[] {
  let from = 0;
  return pieces.flatMap((piece) => {
    const start = sentence.indexOf(piece, from);
    from = start + piece.length;
    return [start, from];
  });
}

describe('inline code in extracted sentences', () => {
  it('marks exactly the pieces the page set as code', () => {
    const sentence = 'Set port in config/server to 1337, or run npm run develop -- --port 3100.';
    expect(markInlineCode(sentence, spansOf(sentence, ['port', 'config/server', '1337', 'npm run develop -- --port 3100']))).toBe(
      'Set `port` in `config/server` to `1337`, or run `npm run develop -- --port 3100`.',
    );
  });

  it('leaves what the page wrote as prose as prose, code-like or not', () => {
    const sentence = 'Strapi runs on macOS and Node.js; tick find and findOne for the Public role.';
    expect(markInlineCode(sentence, [])).toBe(sentence);
    expect(markInlineCode(sentence, spansOf(sentence, ['findOne']))).toBe(
      'Strapi runs on macOS and Node.js; tick find and `findOne` for the Public role.',
    );
  });

  it('marks code at either end of the sentence and code that a word continues', () => {
    const sentence = 'deploy the project: the CLI deploys to production';
    expect(markInlineCode(sentence, spansOf(sentence, ['deploy', 'deploy', 'production']))).toBe(
      '`deploy` the project: the CLI `deploy`s to `production`',
    );
  });

  it('fences code that holds a backtick with two', () => {
    const sentence = 'Wrap it in a`b quotes.';
    expect(markInlineCode(sentence, spansOf(sentence, ['a`b']))).toBe('Wrap it in `` a`b `` quotes.');
  });
});
