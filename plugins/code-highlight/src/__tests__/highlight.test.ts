import {describe, expect, it} from 'vitest';
import type {Root} from 'hast';
import {themes} from 'prism-react-renderer';
import {codeLanguages, darkCodeTheme, lightCodeTheme} from '@site/config/prismThemes';
import {codeThemeCss, declarationClass, tokenClasses, tokenDeclarations} from '../tokenStyles';
import {highlightLines} from '../highlightLines';
import {prismWithLanguages} from '../prism';
import rehypeHighlight, {HIGHLIGHTED_LINES_PROP} from '../rehypeHighlight';

const siteThemes = {light: lightCodeTheme, dark: darkCodeTheme};
const prism = prismWithLanguages(codeLanguages);

describe('token styles', () => {
  it('merges the styles of every type of a token, the innermost type last', () => {
    const theme = {
      plain: {color: '#000'},
      styles: [
        {types: ['function'], style: {color: '#f00'}},
        {types: ['function-variable'], style: {color: '#0f0', fontStyle: 'italic' as const}},
      ],
    };
    expect(tokenDeclarations(theme, 'js', ['function-variable', 'function'])).toEqual(['color:#f00', 'font-style:italic']);
    expect(tokenDeclarations(theme, 'js', ['function', 'function-variable'])).toEqual(['color:#0f0', 'font-style:italic']);
  });

  it('applies rules limited to some languages only to those languages', () => {
    const theme = {plain: {color: '#000'}, styles: [{types: ['tag'], languages: ['markup' as const], style: {color: '#123'}}]};
    expect(tokenDeclarations(theme, 'markup', ['tag'])).toEqual(['color:#123']);
    expect(tokenDeclarations(theme, 'js', ['tag'])).toEqual([]);
  });

  it('gives plain text no class and drops the plain colour it inherits', () => {
    expect(tokenClasses(siteThemes, 'js', ['plain'])).toBe('');
    const theme = {plain: {color: '#000'}, styles: [{types: ['punctuation'], style: {color: '#000'}}]};
    expect(tokenDeclarations(theme, 'js', ['punctuation'])).toEqual([]);
  });

  it('writes one rule per declaration class in each mode, with the block colours', () => {
    const css = codeThemeCss(siteThemes);
    expect(css).toContain(`[data-theme='light'] .theme-code-block{--prism-color:${lightCodeTheme.plain.color}`);
    expect(css).toContain(`[data-theme='dark'] .theme-code-block{--prism-color:${darkCodeTheme.plain.color}`);
    const keyword = tokenDeclarations(darkCodeTheme, 'js', ['keyword'])[0]!;
    expect(css).toContain(`[data-theme='dark'] .${declarationClass('dark', keyword)}{${keyword}}`);
  });

  it('refuses a theme whose declaration classes would clash', () => {
    const many = Array.from({length: 5000}, (_, i) => ({types: [`t${i}`], style: {color: `#${i.toString(16).padStart(6, '0')}`}}));
    expect(() => codeThemeCss({light: {plain: {}, styles: many}, dark: themes.dracula})).toThrow(/clash/);
  });
});

describe('highlightLines', () => {
  it('returns one line of HTML per source line, coloured like the theme', () => {
    const lines = highlightLines(prism, siteThemes, 'const a = 1;\n\nreturn a;', 'js');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('');
    expect(lines[0]).toContain(`<span class="${tokenClasses(siteThemes, 'js', ['keyword'])}">const</span>`);
  });

  it('escapes the code and highlights the extra languages', () => {
    const [line] = highlightLines(prism, siteThemes, 'echo "<b>&amp;</b>"', 'bash');
    expect(line).toContain('&lt;b&gt;&amp;amp;&lt;/b&gt;');
    expect(line).not.toContain('<b>');
    expect(line).toMatch(/<span class="[^"]+">echo<\/span>/);
  });

  it('shows unknown languages as escaped plain text', () => {
    expect(highlightLines(prism, siteThemes, 'a < b', 'no-such-language')).toEqual(['a &lt; b']);
  });
});

describe('rehypeHighlight', () => {
  const tree = (code: string, className: string[]): Root => ({
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [{type: 'element', tagName: 'code', properties: {className}, children: [{type: 'text', value: code}]}],
      },
    ],
  });

  it('replaces the source of fenced code with its highlighted lines', () => {
    const root = tree('let x = 1;\nx++;\n', ['language-JS']);
    rehypeHighlight({themes: siteThemes, additionalLanguages: codeLanguages})(root);
    const code = (root.children[0] as {children: {properties: Record<string, unknown>; children: unknown[]}[]}).children[0]!;
    expect(code.children).toEqual([]);
    const lines = String(code.properties[HIGHLIGHTED_LINES_PROP]).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('>let</span>');
  });
});
