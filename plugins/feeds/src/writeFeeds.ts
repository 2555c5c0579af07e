import type {FeedEntry} from './extractEntries';

export type FeedDocument = {
  title: string;
  description: string;
  /** Absolute URL of the page the feed follows. */
  pageUrl: string;
  /** Absolute URLs of the feed files themselves. */
  rssUrl: string;
  atomUrl: string;
  /** Who the entries are by (Atom requires an author). */
  author: string;
  /** When the feed last changed: its newest entry, else the build time. */
  updated: Date;
  entries: FeedEntry[];
};

// XML 1.0 forbids most control characters even when escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const entryUrl = (feed: FeedDocument, entry: FeedEntry) => `${feed.pageUrl}#${entry.id}`;

export function renderRss(feed: FeedDocument): string {
  const items = feed.entries.map((entry) => {
    const url = escapeXml(entryUrl(feed, entry));
    return [
      '    <item>',
      `      <title>${escapeXml(entry.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      ...(entry.date ? [`      <pubDate>${entry.date.toUTCString()}</pubDate>`] : []),
      `      <description>${escapeXml(entry.html)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.pageUrl)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${feed.updated.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(feed.rssUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function renderAtom(feed: FeedDocument): string {
  const entries = feed.entries.map((entry) => {
    const url = escapeXml(entryUrl(feed, entry));
    return [
      '  <entry>',
      `    <id>${url}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      // Atom requires a date on every entry; without one, the feed's own stands in.
      `    <updated>${(entry.date ?? feed.updated).toISOString()}</updated>`,
      `    <content type="html">${escapeXml(entry.html)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(feed.pageUrl)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.description)}</subtitle>`,
    `  <updated>${feed.updated.toISOString()}</updated>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.atomUrl)}"/>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
