import fs from 'node:fs/promises';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

/**
 * Docusaurus's front matter parser, minus `questions`: the reader questions
 * are data for search and Ask AI only, and Docusaurus would otherwise ship
 * them twice in every page's JavaScript (its metadata and its MDX module).
 * The index reads them from the source files instead (`readDocSources`).
 */
export const parseFrontMatterWithoutQuestions: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const {questions: _questions, ...frontMatter} = result.frontMatter;
  return {...result, frontMatter};
};

export type DocSource = {
  permalink: string;
  title: string;
  /** Its `questions` front matter; anything but a list of strings is dropped here (the content rules report it). */
  questions: string[] | undefined;
  /** Markdown after the front matter. */
  body: string;
};

/** Each doc's source file as written, `questions` included, by reading it again: what reaches Docusaurus has none. */
export async function readDocSources(siteDir: string, docs: {permalink: string; title: string; source: string}[]): Promise<DocSource[]> {
  return Promise.all(
    docs.map(async (doc) => {
      const filePath = path.join(siteDir, doc.source.replace(/^@site\//, ''));
      const fileContent = await fs.readFile(filePath, 'utf8');
      const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
      const list = frontMatter.questions;
      const questions = Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : undefined;
      return {permalink: doc.permalink, title: doc.title, questions, body: content};
    }),
  );
}
