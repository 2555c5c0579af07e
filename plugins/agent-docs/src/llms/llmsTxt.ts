import {twinUrl, type AgentPage} from '../pages';
import type {Outline, OutlineSection} from './outline';

export type IndexHeader = {title: string; summary: string; siteUrl: string};

/** Descriptions longer than this are cut even when the file has room: an index line, not a summary. */
const LONGEST_DESCRIPTION = 240;

/** Cuts a description at a word boundary, keeping whole sentences when they fit. */
export function shorten(description: string, limit: number): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= limit) return text;
  if (limit === 0) return '';
  const firstSentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0];
  if (firstSentence && firstSentence.length <= limit) return firstSentence;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,;:.\s]+$/, '')}…`;
}

/** Square brackets would end the link text early. */
function linkText(title: string): string {
  return title.replace(/[[\]]/g, (bracket) => `\\${bracket}`);
}

function pageLine(page: AgentPage, siteUrl: string, limit: number): string {
  const description = shorten(page.description, limit);
  return `- [${linkText(page.title)}](${twinUrl(siteUrl, page.permalink)})${description ? `: ${description}` : ''}`;
}

function sectionLines(section: OutlineSection, siteUrl: string, limit: number, headingLevel: number): string[] {
  const lines = [`${'#'.repeat(headingLevel)} ${section.title}`, ''];
  for (const group of section.groups) {
    lines.push(`${'#'.repeat(headingLevel + 1)} ${group.title}`, '', ...group.pages.map((page) => pageLine(page, siteUrl, limit)), '');
  }
  return lines;
}

/**
 * An llms.txt (llmstxt.org): the site's title, a `>` summary, then every
 * page as a link to its Markdown twin, grouped as the sidebars group them.
 * Descriptions shorten until the file fits `maxChars`: agents truncate
 * long files.
 */
export function renderLlmsTxt(outline: Outline, header: IndexHeader, maxChars: number): string {
  const render = (limit: number) => {
    const lines = [`# ${header.title}`, '', `> ${header.summary}`, ''];
    if (outline.sections.length === 1 && outline.others.length === 0) {
      // An area's own file: its groups become the top-level sections.
      const [section] = outline.sections;
      lines.push(...sectionLines(section!, header.siteUrl, limit, 2).slice(2));
    } else {
      for (const section of outline.sections) lines.push(...sectionLines(section, header.siteUrl, limit, 2));
      if (outline.others.length > 0) {
        lines.push('## Other pages', '', ...outline.others.map((page) => pageLine(page, header.siteUrl, limit)), '');
      }
    }
    return `${lines.join('\n').trimEnd()}\n`;
  };
  // The longest description limit that still fits, by bisection: the file shrinks as the limit does.
  if (render(0).length > maxChars) throw new Error(`llms.txt needs more than ${maxChars} characters even without descriptions.`);
  let fits = 0;
  let tooLong = LONGEST_DESCRIPTION + 1;
  if (render(LONGEST_DESCRIPTION).length <= maxChars) return render(LONGEST_DESCRIPTION);
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (render(middle).length <= maxChars) fits = middle;
    else tooLong = middle;
  }
  return render(fits);
}
