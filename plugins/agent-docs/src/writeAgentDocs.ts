import fs from 'node:fs';
import path from 'node:path';
import {buildOutline, outlinePages, type Outline, type Sidebars} from './llms/outline';
import {renderLlmsTxt} from './llms/llmsTxt';
import {mdxToMarkdown, treeToMarkdown, type ConvertOptions} from './markdown/convert';
import {capturedTree} from './markdown/capturedTrees';
import {renderFullEntry, renderTwin} from './markdown/twin';
import type {ChildPage} from './markdown/components';
import {twinPath, type AgentPage} from './pages';
import {TwinCache} from './twinCache';
import type {PluginOptions} from './options';

export type AgentDocsInput = {
  outDir: string;
  /** Where converted bodies are kept between builds. */
  cacheDir: string;
  siteDir: string;
  /** Public origin, without trailing slash. */
  siteUrl: string;
  siteTitle: string;
  pages: AgentPage[];
  sidebars: Sidebars;
  options: PluginOptions;
};

export type AgentDocsReport = {
  twins: number;
  /** Pages neither compiled in this build nor in the twin cache, so parsed again here. */
  reparsed: number;
  llmsTxtChars: number;
  fullChars: number;
  indexedPages: number;
};

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/** The pages one level below a page, for `<DocCardList />`. */
function childPagesOf(page: AgentPage, pages: AgentPage[], siteUrl: string): ChildPage[] {
  const depth = page.permalink.split('/').length + 1;
  return pages
    .filter((other) => other.permalink.startsWith(`${page.permalink}/`) && other.permalink.split('/').length === depth)
    .map((other) => ({title: other.title, url: `${siteUrl}${other.permalink}`, description: other.description}));
}

function write(outDir: string, file: string, text: string): void {
  const target = path.join(outDir, file);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, text);
}

/**
 * Writes what agents read: a Markdown twin next to every doc page, /llms.txt
 * and one llms.txt per area, and /llms-full.txt with every twin in order.
 */
export function writeAgentDocs(input: AgentDocsInput): AgentDocsReport {
  const {outDir, cacheDir, siteDir, siteUrl, siteTitle, pages, sidebars, options} = input;
  const llmsTxtUrl = `${siteUrl}/${LLMS_TXT}`;
  const bodies = new Map<string, string>();
  const cache = new TwinCache(cacheDir, siteDir);
  let reparsed = 0;
  for (const page of pages) {
    const url = `${siteUrl}${page.permalink}`;
    const options: ConvertOptions = {
      filePath: page.sourcePath,
      siteDir,
      siteUrl,
      readFile: (file) => fs.readFileSync(file, 'utf8'),
      parsedTree: capturedTree,
      childPages: () => childPagesOf(page, pages, siteUrl),
    };
    const key = cache.key(page.sourcePath, url);
    const tree = capturedTree(page.sourcePath);
    let body = tree ? null : cache.get(key);
    if (body === null) {
      if (!tree) reparsed++;
      body = tree ? treeToMarkdown(tree, {url}, options) : mdxToMarkdown(fs.readFileSync(page.sourcePath, 'utf8'), {url}, options);
      cache.set(key, body);
    }
    bodies.set(page.id, body);
    write(outDir, twinPath(page.permalink), renderTwin({title: page.title, description: page.description, url}, body, llmsTxtUrl));
  }

  const outline = buildOutline(pages, sidebars, options.sections);
  const header = {title: siteTitle, summary: options.summary, siteUrl};
  const llmsTxt = renderLlmsTxt(outline, header, options.maxIndexChars);
  write(outDir, LLMS_TXT, llmsTxt);
  for (const section of outline.sections) {
    const area: Outline = {sections: [section], others: []};
    write(outDir, `${section.route.slice(1)}/${LLMS_TXT}`, renderLlmsTxt(area, {...header, title: `${siteTitle}: ${section.title}`}, options.maxIndexChars));
  }

  const ordered = outlinePages(outline);
  const full = ordered
    .map((page) => renderFullEntry({title: page.title, description: page.description, url: `${siteUrl}${page.permalink}`}, bodies.get(page.id)!))
    .join('\n');
  write(outDir, LLMS_FULL_TXT, full);
  return {twins: bodies.size, reparsed, llmsTxtChars: llmsTxt.length, fullChars: full.length, indexedPages: ordered.length};
}
