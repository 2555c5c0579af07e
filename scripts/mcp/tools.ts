import fs from 'node:fs';
import path from 'node:path';
import {INDEX_DEFAULTS, searchIndex} from '@site/plugins/search-local/src/engine/searchIndex';
import type {SearchRecord} from '@site/plugins/search-local/src/types';
import {createExtractiveProvider} from '@site/plugins/ask-ai/src/providers/extractive';
import {sourceLabel, type Source} from '@site/plugins/ask-ai/src/answer/types';
import {twinPath} from '@site/plugins/agent-docs/src/pages';
import type {DocsLibrary} from './docsLibrary';

export type SearchHit = {title: string; section: string | null; url: string; pageUrl: string; markdownUrl: string; snippet: string};

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};
/** The engine escapes snippets for HTML; tool results are plain text. */
const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

const MAX_LIMIT = 20;

const SNIPPET_WORDS = 40;

/** The first text record of a section, cut to a snippet's length. */
function sectionText(library: DocsLibrary, url: string): string {
  const text = library.index.records.find((record) => record.url === url && record.content)?.content ?? '';
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.length > SNIPPET_WORDS ? `${words.slice(0, SNIPPET_WORDS).join(' ')} …` : words.join(' ');
}

/** Our search engine's best sections for a query, one per URL. */
export function searchDocs(library: DocsLibrary, query: string, limit = 5): SearchHit[] {
  const wanted = Math.min(Math.max(1, Math.floor(limit)), MAX_LIMIT);
  const result = searchIndex(library.index, {
    ...INDEX_DEFAULTS,
    query,
    hitsPerPage: wanted * 3,
    attributesToHighlight: [],
    attributesToSnippet: ['content:40'],
    highlightPreTag: '',
    highlightPostTag: '',
  });
  const hits: SearchHit[] = [];
  // One hit per URL; a heading record, which has no text, borrows its section's first paragraph.
  const seen = new Set<string>();
  for (const hit of result.hits) {
    const record = hit as unknown as SearchRecord & {_snippetResult?: {content?: {value: string}}};
    const snippet = unescapeHtml(record._snippetResult?.content?.value ?? record.content ?? '').replace(/\s+/g, ' ').trim();
    if (seen.has(record.url)) continue;
    if (hits.length === wanted) break;
    const {hierarchy} = record;
    const section = hierarchy.lvl6 ?? hierarchy.lvl5 ?? hierarchy.lvl4 ?? hierarchy.lvl3 ?? hierarchy.lvl2 ?? null;
    const pagePath = new URL(record.url_without_anchor).pathname;
    seen.add(record.url);
    hits.push({
      title: hierarchy.lvl1 ?? pagePath,
      section,
      url: record.url,
      pageUrl: record.url_without_anchor,
      markdownUrl: `${library.siteUrl}${twinPath(pagePath)}`,
      snippet: snippet || sectionText(library, record.url),
    });
  }
  return hits;
}

export function formatHits(hits: SearchHit[]): string {
  return hits
    .map((hit, i) => {
      const heading = hit.section ? `${hit.title} > ${hit.section}` : hit.title;
      return `${i + 1}. ${heading}\n   URL: ${hit.url}\n   Markdown: ${hit.markdownUrl}${hit.snippet ? `\n   ${hit.snippet}` : ''}`;
    })
    .join('\n\n');
}

/** A page's site path from a path, a full URL or a `.md` URL; null when it cannot be one. */
export function pagePathOf(input: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(input.trim(), 'http://docs.invalid').pathname;
  } catch {
    return null;
  }
  const clean = decodeURIComponent(pathname)
    .replace(/\/index\.html$/, '')
    .replace(/\.(md|html)$/, '')
    .replace(/\/+$/, '');
  if (clean === '' || clean.split('/').includes('..') || clean.includes('\0')) return null;
  return clean;
}

const CLOSEST = 3;

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Pages a mistyped or moved path probably meant: first those sharing the
 * most of its path beyond the parent folder (a typo, a renamed slug), then
 * what search finds for its words.
 */
function closestPages(library: DocsLibrary, wanted: string): string[] {
  const parent = wanted.slice(0, wanted.lastIndexOf('/') + 1);
  const byPath = library.pagePaths
    .map((page) => ({page, shared: sharedPrefix(page, wanted)}))
    .filter(({shared}) => shared > parent.length)
    .sort((a, b) => b.shared - a.shared || a.page.length - b.page.length)
    .map(({page}) => page);
  const words = wanted.replace(/[/_.-]+/g, ' ').trim();
  const bySearch = words ? searchDocs(library, words, 10).map((hit) => new URL(hit.pageUrl).pathname) : [];
  return [...new Set([...byPath, ...bySearch])].slice(0, CLOSEST);
}

export type PageResult = {ok: true; markdown: string} | {ok: false; message: string};

/** The page's Markdown twin, or the closest pages when there is none. */
export function getPage(library: DocsLibrary, input: string): PageResult {
  const pagePath = pagePathOf(input);
  const file = pagePath ? path.join(library.buildDir, twinPath(pagePath)) : null;
  if (file && file.startsWith(library.buildDir + path.sep) && fs.existsSync(file)) {
    return {ok: true, markdown: fs.readFileSync(file, 'utf8')};
  }
  const closest = closestPages(library, pagePath ?? input);
  const suggestions =
    closest.length > 0
      ? `Closest pages:\n${closest.map((page) => `- ${library.titles.get(page) ?? page}: ${page}`).join('\n')}`
      : 'Use search_docs to find the page.';
  return {ok: false, message: `No documentation page at "${input.slice(0, 200)}". ${suggestions}`};
}

export type Answer = {text: string; sources: Source[]; confident: boolean};

/** Ask AI's answer, from the same provider the site's widget uses without a model: the docs' own sentences, cited. */
export async function askDocs(library: DocsLibrary, question: string): Promise<Answer> {
  const provider = createExtractiveProvider(async () => library.corpus);
  let text = '';
  let sources: Source[] = [];
  let confident = false;
  for await (const event of provider.answer({question, history: [], signal: new AbortController().signal})) {
    if (event.type === 'sources') ({sources, confident} = event);
    else text += event.text;
  }
  return {text, sources, confident};
}

export function formatAnswer(answer: Answer, siteUrl: string): string {
  const sources = answer.sources.map((source) => `[${source.n}] ${sourceLabel(source)}: ${new URL(source.url, siteUrl).href}`);
  return `${answer.text.trim()}\n\nSources:\n${sources.join('\n') || '(none)'}`;
}
