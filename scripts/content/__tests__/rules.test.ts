import {describe, expect, it} from 'vitest';
import type {DocFile} from '../docFiles';
import {codeBlocksOf, parseMdx, strayDirectivesOf, unparsedAdmonitionsOf} from '../markdownTree';
import {syntaxErrorOf} from '../codeBlockSyntax';
import {frontMatterProblems, nearDuplicateLabels, placeholderLines} from '../frontMatterRules';

const TAGS = new Set(['rest-api', 'installation']);

function doc(overrides: Partial<DocFile>): DocFile {
  return {
    relativePath: 'cms/example.mdx',
    id: 'cms/example',
    frontMatter: {
      title: 'Example',
      description: 'An example page.',
      displayed_sidebar: 'cmsSidebar',
      tags: ['rest-api', 'installation'],
      questions: ['How do I try it?', 'Which option does it take?', 'Why does it fail?'],
    },
    body: '',
    source: '',
    isSnippet: false,
    isPartial: false,
    ...overrides,
  };
}

describe('front matter rules', () => {
  it('accepts a complete page', () => {
    expect(frontMatterProblems(doc({}), TAGS)).toEqual([]);
  });

  it('reports each missing or invalid field', () => {
    const problems = frontMatterProblems(
      doc({frontMatter: {tags: ['rest-api', 'GraphQL'], displayed_sidebar: 'docs'}}),
      TAGS,
    );
    expect(problems).toEqual([
      'missing `title`',
      'missing `description`',
      '`questions` must list 3 to 6 reader questions',
      'tag "GraphQL" is not defined in docs/tags.yml',
      '`displayed_sidebar` must be cmsSidebar or cloudSidebar',
    ]);
  });

  it('wants 3 to 6 reader questions on a page, each a question, none twice', () => {
    const withQuestions = (questions: unknown) => frontMatterProblems(doc({frontMatter: {...doc({}).frontMatter, questions}}), TAGS);
    expect(withQuestions(undefined)).toEqual(['`questions` must list 3 to 6 reader questions']);
    expect(withQuestions(['Why?', 'How?'])).toEqual(['`questions` must list 3 to 6 reader questions']);
    expect(withQuestions('How do I try it?')).toEqual(['`questions` must list 3 to 6 reader questions']);
    expect(withQuestions(['How do I try it?', 'Which option does it take', 42])).toEqual([
      'question "Which option does it take" must be a question of at most 200 characters ending with "?"',
      'question "42" must be a question of at most 200 characters ending with "?"',
    ]);
    expect(withQuestions(['How do I try it?', 'how do I  try it?', 'Why does it fail?'])).toEqual(['question "how do I  try it?" is listed twice']);
  });

  it('wants 2 to 5 tags', () => {
    const one = doc({frontMatter: {...doc({}).frontMatter, tags: ['rest-api']}});
    expect(frontMatterProblems(one, TAGS)).toEqual(['`tags` must list 2 to 5 tags']);
  });

  it('keeps standalone pages out of the sidebars', () => {
    const faq = doc({id: 'cms/faq'});
    expect(frontMatterProblems(faq, TAGS)).toContain(
      'standalone pages render without a sidebar: remove `displayed_sidebar`',
    );
  });

  it('asks snippets for a title and description only, and nothing of partials', () => {
    const snippet = doc({isSnippet: true, frontMatter: {title: 'Snippet', description: 'A fragment.'}});
    expect(frontMatterProblems(snippet, TAGS)).toEqual([]);
    expect(frontMatterProblems(doc({isSnippet: true, isPartial: true, frontMatter: {}}), TAGS)).toEqual([]);
  });
});

describe('placeholder text', () => {
  it('finds the lines that still hold it', () => {
    const source = 'Intro.\n\nTODO: write this.\n\nLorem ipsum dolor.\n\nA todo list app is fine.';
    expect(placeholderLines(doc({source}))).toEqual([3, 5]);
  });
});

describe('MDX pitfalls', () => {
  it('finds colons that turned into directives', () => {
    const tree = parseMdx('Run strapi ts:generate-types now.\n\n:::note\nFine.\n:::\n');
    expect(strayDirectivesOf(tree)).toEqual([{name: 'generate-types', line: 1}]);
  });

  it('finds admonitions written with the MDX 1 title form', () => {
    const tree = parseMdx(':::tip Old title\nBody.\n:::\n\n:::tip[New title]\nBody.\n:::\n');
    expect(unparsedAdmonitionsOf(tree)).toEqual([1]);
  });
});

describe('code blocks', () => {
  const block = (lang: string, value: string) => ({lang, meta: null, value, line: 1});

  it('accepts valid js, ts with JSX and json', () => {
    expect(syntaxErrorOf(block('js', 'module.exports = ({env}) => ({port: env.int("PORT", 1337)});'))).toBeNull();
    expect(syntaxErrorOf(block('ts', 'const a: number = 1;\nexport default () => <div>{a}</div>;'))).toBeNull();
    expect(syntaxErrorOf(block('json', '{"data": [1, 2]}'))).toBeNull();
  });

  it('reports the first syntax error with its line', () => {
    expect(syntaxErrorOf(block('js', 'const a = {\n  b: 1,\n  ...\n};'))).toMatch(/^line 4: Expression expected/);
    expect(syntaxErrorOf(block('json', '{"a": 1,}'))).not.toBeNull();
  });

  it('collects fenced blocks with their language', () => {
    const blocks = codeBlocksOf(parseMdx('```bash\nnpm run build\n```\n\n```\nplain\n```\n'));
    expect(blocks.map((b) => b.lang)).toEqual(['bash', null]);
  });
});

describe('nearDuplicateLabels', () => {
  it('groups labels that differ by case, punctuation or a plural', () => {
    expect(nearDuplicateLabels(['API token', 'API Tokens', 'Content-type', 'content type', 'REST API'])).toEqual([
      ['API token', 'API Tokens'],
      ['Content-type', 'content type'],
    ]);
  });
});
