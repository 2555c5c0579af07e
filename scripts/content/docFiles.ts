import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import matter from 'gray-matter';

export const DOCS_DIR = path.resolve(import.meta.dirname, '../../docs');

export type DocFile = {
  /** Path relative to `docs/`, with forward slashes. */
  relativePath: string;
  /** Docusaurus doc id: the relative path without extension. */
  id: string;
  frontMatter: Record<string, unknown>;
  /** Markdown body without the front matter. */
  body: string;
  /** Whole file text, for MDX parsing with positions. */
  source: string;
  /** True for files under `docs/snippets/`. */
  isSnippet: boolean;
  /** True for `_`-prefixed partials, which are never pages. */
  isPartial: boolean;
};

export function readDocFile(relativePath: string, docsDir = DOCS_DIR): DocFile {
  const source = fs.readFileSync(path.join(docsDir, relativePath), 'utf8');
  const {data, content} = matter(source);
  const base = path.posix.basename(relativePath);
  return {
    relativePath,
    id: relativePath.replace(/\.mdx?$/, ''),
    frontMatter: data,
    body: content,
    source,
    isSnippet: relativePath.startsWith('snippets/'),
    isPartial: base.startsWith('_'),
  };
}

/** Every Markdown/MDX file under docs/, optionally narrowed by CONTENT_GLOB. */
export function listDocFiles(docsDir = DOCS_DIR, pattern = process.env.CONTENT_GLOB): DocFile[] {
  const glob = pattern ? pattern.replace(/^docs\//, '') : '**/*.{md,mdx}';
  return fg
    .sync(glob, {cwd: docsDir, onlyFiles: true})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => readDocFile(file, docsDir));
}
