import type {CheerioAPI} from 'cheerio';
import type {FeedOptions} from './options';

export type FeedEntry = {
  /** Anchor of the section on the page. */
  id: string;
  title: string;
  /** The section's HTML, with absolute links. */
  html: string;
  /** When the entry was published or last changed; `null` when unknown. */
  date: Date | null;
};

export type FeedPage = {
  title: string;
  /** The page's last update from git, as its footer shows it; `null` without git history. */
  updated: Date | null;
  entries: FeedEntry[];
};

const VERSION_HEADING = /^v?\d+\.\d+\.\d+(-[\w.]+)?$/;

function cleanText(text: string): string {
  return text.replace(/[\u200B\s]+/g, ' ').trim();
}

function parseDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Reads feed entries from a built doc page: one per second-level section.
 * An entry's date is the first `<time datetime>` inside it (a release date),
 * else the page's last update date.
 */
export function extractEntries($: CheerioAPI, pageUrl: string, entries: FeedOptions['entries']): FeedPage {
  const markdown = $('article .theme-doc-markdown').first();
  if (!markdown.length) throw new Error('the page has no Markdown content');
  const title = cleanText(markdown.find('h1').first().text()) || cleanText($('title').text());
  const updated = parseDate($('.theme-doc-footer time[datetime]').first().attr('datetime'));

  const result: FeedEntry[] = [];
  for (const heading of markdown.children('h2[id]').toArray()) {
    const $heading = $(heading);
    const headingTitle = cleanText($heading.clone().find('.hash-link').remove().end().text());
    if (entries === 'versions' && !VERSION_HEADING.test(headingTitle)) continue;

    const body = $heading.nextUntil('h2').clone();
    const wrapper = $('<div></div>').append(body);
    wrapper.find('.hash-link, button, script, style').remove();
    // Class names are the site's styling hooks, meaningless in a feed reader.
    wrapper.find('[class]').removeAttr('class');
    wrapper.find('[href], [src]').each((_, element) => {
      for (const attribute of ['href', 'src'] as const) {
        const value = $(element).attr(attribute);
        if (value !== undefined) $(element).attr(attribute, new URL(value, pageUrl).href);
      }
    });
    result.push({
      id: $heading.attr('id') as string,
      title: headingTitle,
      html: wrapper.html()?.trim() ?? '',
      date: parseDate(wrapper.find('time[datetime]').first().attr('datetime')) ?? updated,
    });
  }
  return {title, updated, entries: result};
}
