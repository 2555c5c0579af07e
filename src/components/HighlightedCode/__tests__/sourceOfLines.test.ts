import {describe, expect, it} from 'vitest';
import {codeLanguages, darkCodeTheme, lightCodeTheme} from '@site/config/prismThemes';
import {highlightLines} from '@site/plugins/code-highlight/src/highlightLines';
import {prismWithLanguages} from '@site/plugins/code-highlight/src/prism';
import {sourceOfLines} from '../sourceOfLines';

const prism = prismWithLanguages(codeLanguages);
const highlighted = (code: string, language: string) => highlightLines(prism, {light: lightCodeTheme, dark: darkCodeTheme}, code, language).join('\n');

describe('sourceOfLines', () => {
  it('gives back the source of highlighted code, escapes included', () => {
    const samples: [string, string][] = [
      ['const a = b < c && d > e ? "&amp;" : `<p>${x}</p>`;\n\n  // done', 'js'],
      ['<div class="x">&nbsp;</div>', 'html'],
      ['curl -X GET "http://localhost:1337/api/articles?populate=*&sort=title:asc"', 'bash'],
      ['{"a": "<b>", "c": [1, 2]}', 'json'],
      ['plain <text> & more', 'no-such-language'],
    ];
    for (const [code, language] of samples) expect(sourceOfLines(highlighted(code, language))).toBe(code);
  });
});
