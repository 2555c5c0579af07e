import {describe, expect, it} from 'vitest';
import {listDocFiles} from '../docFiles';
import {codeBlocksOf, parseMdx, strayDirectivesOf, unparsedAdmonitionsOf} from '../markdownTree';
import {isCheckedLanguage, syntaxErrorOf} from '../codeBlockSyntax';
import {frontMatterProblems, loadTagKeys, placeholderLines} from '../frontMatterRules';

const docs = listDocFiles();
const tagKeys = loadTagKeys();

describe('docs content', () => {
  it('finds the pages', () => {
    expect(docs.length).toBeGreaterThan(0);
  });

  describe.each(docs.map((doc) => [doc.relativePath, doc] as const))('%s', (_path, doc) => {
    it('has complete front matter', () => {
      expect(frontMatterProblems(doc, tagKeys)).toEqual([]);
    });

    it('has no placeholder text', () => {
      expect(placeholderLines(doc)).toEqual([]);
    });

    it('is valid MDX whose js, ts and json blocks parse', () => {
      const blocks = codeBlocksOf(parseMdx(doc.source));
      const errors = blocks
        .filter((block) => isCheckedLanguage(block.lang))
        .flatMap((block) => {
          const error = syntaxErrorOf(block);
          return error ? [`${block.lang} block at line ${block.line}: ${error}`] : [];
        });
      expect(errors).toEqual([]);
    });

    it('has no stray directives (a colon that swallowed text)', () => {
      const stray = strayDirectivesOf(parseMdx(doc.source));
      expect(stray.map(({name, line}) => `:${name} at line ${line}`)).toEqual([]);
    });

    it('writes admonition titles in brackets so that they render', () => {
      expect(unparsedAdmonitionsOf(parseMdx(doc.source)).map((line) => `line ${line}`)).toEqual([]);
    });

    it('gives every fenced block a language', () => {
      const bare = codeBlocksOf(parseMdx(doc.source)).filter((block) => !block.lang);
      expect(bare.map((block) => `line ${block.line}`)).toEqual([]);
    });
  });
});
