import type {CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import type {Hierarchy, RecordType, SearchRecord} from '../types';
import {levelWeight} from '../indexFormat';
import {questionTerms} from './questionTerms';
import {cleanText, joinTextWithCode, readTextWithCode, type TextWithCode} from './textWithCode';

export type PageInput = {
  /** Route of the page, such as `/cms/quick-start`. */
  path: string;
  /** The built page, parsed. */
  $: CheerioAPI;
  /** Site origin, such as `https://docs.strapi.io`, for absolute URLs. */
  siteUrl: string;
  pageRank: number;
  /** The questions readers ask about the page, from its front matter. */
  questions?: string[];
};

const HEADING_LEVEL: Record<string, number> = {h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};
const CONTENT_SELECTOR = 'p, li, tbody tr';
const DEFAULT_COLUMN = /^default/i;
/** A default cell that says the option has none and must be set: "(required)", "None (required)". */
const REQUIRED_CELL = /^(?:(?:none|-|—)\s*)?\(?required\)?$/i;
const SKIPPED =
  'nav, footer, [role="tablist"], .theme-doc-toc-mobile, .theme-doc-footer, .hash-link, pre, script, style';


/** Text of an element without nested lists (they become records of their own) or skipped parts. */
function ownPart($: CheerioAPI, element: Element): TextWithCode {
  const clone = $(element).clone();
  clone.find('ul, ol, ' + SKIPPED).remove();
  // A line break separates words as a space does.
  clone.find('br').replaceWith(' ');
  return readTextWithCode(clone[0]!);
}

/**
 * A table row as one line of text: its first cell, its default value when
 * a column holds one, then its last cell. Reference tables keep the key
 * (`port`) and the default (`1337`) in their own cells, and readers ask
 * for exactly those; type columns are left out to keep the index small.
 */
function rowPart($: CheerioAPI, row: Element): TextWithCode {
  const cells = $(row)
    .children('td, th')
    .toArray()
    .map((cell) => ownPart($, cell));
  if (cells.length < 2) return cells[0] ?? {text: '', codeSpans: []};
  const headerCells = $(row)
    .closest('table')
    .find('thead th')
    .toArray()
    .map((cell) => ownPart($, cell));
  const headers = headerCells.map((cell) => cell.text);
  const [first, ...rest] = cells;
  if (headers.length === cells.length && headers[0] === '') return comparisonRowPart(first!, rest, headerCells.slice(1));
  const last = rest.pop()!;
  const defaults = rest
    .filter((cell, i) => cell.text && DEFAULT_COLUMN.test(headers[i + 1] ?? ''))
    .flatMap((cell, i) => [...(i > 0 ? [', '] : []), ...(REQUIRED_CELL.test(cell.text) ? ['required'] : ['default ', cell])]);
  return joinTextWithCode([first!, ...(defaults.length ? [' (', ...defaults, ')'] : []), ': ', last]);
}

/**
 * A row of a table that compares things side by side: its top-left header
 * cell is empty and each other column is one of the things compared
 * ("| | Starter | Pro | Business |"). Every value counts, each after the
 * name of its column: the last one alone would read as the row's only value.
 */
function comparisonRowPart(first: TextWithCode, values: TextWithCode[], columns: TextWithCode[]): TextWithCode {
  const pairs = values.flatMap((value, i) => [...(i > 0 ? ['; '] : []), columns[i]!, ' ', value]);
  return joinTextWithCode([first, ': ', ...pairs]);
}

/** The top sidebar category of the page, as DocSearch's Docusaurus template reads it. */
function topCategory($: CheerioAPI, path: string): string {
  const active = $('.theme-doc-sidebar-menu .menu__link--active').first();
  if (active.length) {
    const top = active.parents('.theme-doc-sidebar-item-category-level-1').last();
    const label = cleanText(top.find('> .menu__list-item-collapsible > .menu__link, > .menu__link').first().text());
    if (label) return label;
  }
  if (path.startsWith('/cloud/')) return 'Strapi Cloud';
  if (path.startsWith('/cms/')) return 'Strapi CMS';
  // Not DocSearch's "Documentation": that word would match every query for "document".
  if (path.startsWith('/snippets/')) return 'Snippets';
  return 'General';
}

function meta($: CheerioAPI, name: string): string | null {
  return $(`meta[name="${name}"]`).attr('content') ?? null;
}

/**
 * Turns one built doc page into DocSearch crawler records: one per heading
 * and one per paragraph, list item or table row, each under its headings.
 * Pages without DocSearch metadata (tags, search, landing) give none.
 */
export function extractRecords({path, $, siteUrl, pageRank, questions = []}: PageInput): SearchRecord[] {
  const tag = meta($, 'docsearch:docusaurus_tag');
  const language = meta($, 'docsearch:language');
  const article = $('article').first();
  const title = cleanText($('header h1, article h1').first().text());
  if (!tag || !language || !article.length || !title) return [];

  const pageUrl = new URL(path, siteUrl).href;
  const hierarchy: Hierarchy = {
    lvl0: topCategory($, path),
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: SearchRecord[] = [];
  let anchor: string | null = null;

  const push = (type: RecordType, content: string | null, spans?: number[]) => {
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    const position = records.length;
    records.push({
      objectID: `${path}#${anchor ?? ''}-${position}`,
      url,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
      weight: {pageRank, level: levelWeight(type), position},
      ...(spans && spans.length > 0 && {codeSpans: spans}),
    });
  };

  push('lvl1', null);
  const questionWords = questionTerms(questions, title);
  if (questionWords) records[0]!.questions = questionWords;
  article.find(`h2, h3, h4, h5, h6, ${CONTENT_SELECTOR}`).each((_, node) => {
    const element = node as Element;
    const $element = $(element);
    if ($element.closest(SKIPPED).length) return;
    const level = HEADING_LEVEL[element.tagName];
    if (level) {
      const {text} = ownPart($, element);
      if (!text) return;
      for (let l = level; l <= 6; l++) hierarchy[`lvl${l}` as keyof Hierarchy] = null;
      hierarchy[`lvl${level}` as keyof Hierarchy] = text;
      anchor = $element.attr('id') ?? anchor;
      push(`lvl${level}` as RecordType, null);
      return;
    }
    // A list item made of paragraphs is indexed through those paragraphs.
    if (element.tagName === 'li' && $element.children('p').length) return;
    const part = element.tagName === 'tr' ? rowPart($, element) : ownPart($, element);
    if (part.text) push('content', part.text, part.codeSpans);
  });
  return records;
}
