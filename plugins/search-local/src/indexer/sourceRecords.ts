import type {SearchRecord} from '../types';
import {levelWeight} from '../indexFormat';
import {cleanTextWithCode, type TextWithCode} from './textWithCode';

export type SourceDoc = {
  permalink: string;
  title: string;
  /** The Markdown/MDX body, front matter removed. */
  body: string;
};

/**
 * Markdown to plain text, good enough to search: no code blocks, JSX, links
 * or emphasis markers. Inline code keeps its text as written, and its place.
 */
export function markdownToTextWithCode(markdown: string): TextWithCode {
  const flat = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^:::.*$/gm, ' ');
  let raw = '';
  const spans: number[] = [];
  // Backticks open and close inline code; outside it, Markdown's markers read as spaces.
  flat.split('`').forEach((piece, i) => {
    if (i > 0) raw += ' ';
    if (i % 2 === 1) spans.push(raw.length, raw.length + piece.length);
    raw += i % 2 === 1 ? piece : piece.replace(/[*_>#|]/g, ' ');
  });
  return cleanTextWithCode(raw, spans);
}

export const markdownToText = (markdown: string): string => markdownToTextWithCode(markdown).text;

function slugify(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

function areaOf(permalink: string): string {
  if (permalink.startsWith('/cloud/')) return 'Strapi Cloud';
  if (permalink.startsWith('/cms/')) return 'Strapi CMS';
  return 'General';
}

/**
 * Records from the sources, for the dev server, where no HTML is built:
 * one per page and one per `##`/`###` section.
 */
export function sourceRecords(docs: SourceDoc[], siteUrl: string, tag: string): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const doc of docs) {
    const pageUrl = new URL(doc.permalink, siteUrl).href;
    const sections = doc.body.split(/^(?=#{2,3} )/m);
    sections.forEach((section, position) => {
      const heading = /^(#{2,3}) (.+)$/m.exec(section);
      const level = heading ? heading[1]!.length : 1;
      const text = heading ? markdownToText(heading[2]!) : null;
      const anchor = text ? slugify(text) : null;
      const {text: content, codeSpans} = markdownToTextWithCode(heading ? section.slice(heading[0].length) : section);
      const type: SearchRecord['type'] = content ? 'content' : `lvl${level as 1 | 2 | 3}`;
      records.push({
        objectID: `${doc.permalink}#${anchor ?? ''}-${position}`,
        url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
        url_without_anchor: pageUrl,
        anchor,
        type,
        hierarchy: {
          lvl0: areaOf(doc.permalink),
          lvl1: doc.title,
          lvl2: level === 2 ? text : null,
          lvl3: level === 3 ? text : null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: content || null,
        language: 'en',
        docusaurus_tag: tag,
        weight: {pageRank: 0, level: levelWeight(type), position},
        ...(codeSpans.length > 0 && {codeSpans}),
      });
    });
  }
  return records;
}
