import {listDocFiles, DOCS_DIR} from '../content/docFiles';
import {codeBlocksOf, parseMdx, type CodeBlock} from '../content/markdownTree';
import {fenceMetaOf, type FenceMeta} from './fenceMeta';

/** One fenced code block of a doc page, located for error messages. */
export type DocSample = CodeBlock & {
  /** Path of the page relative to the repository, such as `docs/cms/api/rest.mdx`. */
  page: string;
  /** Page line of the first line of code (the line after the opening fence). */
  firstCodeLine: number;
  fence: FenceMeta;
};

/**
 * Every fenced block whose language is in `languages`, from the pages of
 * docs/ (narrowed by CONTENT_GLOB) or from every page under another `docsDir`.
 */
export function docSamplesOf(languages: readonly string[], docsDir = DOCS_DIR, pagePrefix = 'docs'): DocSample[] {
  const pages = docsDir === DOCS_DIR ? listDocFiles() : listDocFiles(docsDir, '**/*.{md,mdx}');
  return pages.flatMap((doc) =>
    codeBlocksOf(parseMdx(doc.source))
      .filter((block) => block.lang !== null && languages.includes(block.lang))
      .map((block) => ({
        ...block,
        page: `${pagePrefix}/${doc.relativePath}`,
        firstCodeLine: block.line + 1,
        fence: fenceMetaOf(block.meta),
      })),
  );
}
