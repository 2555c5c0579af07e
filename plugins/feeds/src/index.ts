import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {FeedOptions, PluginOptions} from './options';
import {extractEntries} from './extractEntries';
import {feedPaths} from './feedPaths';
import {renderAtom, renderRss, type FeedDocument} from './writeFeeds';

/** The page must advertise both feeds in its head and link to them in its text. */
function missingLinks(html: string, route: string): string[] {
  const $ = load(html);
  const {rss, atom} = feedPaths(route);
  const problems: string[] = [];
  if (!$(`head link[rel="alternate"][type="application/rss+xml"][href$="${rss}"]`).length) problems.push(`<head> link to ${rss}`);
  if (!$(`head link[rel="alternate"][type="application/atom+xml"][href$="${atom}"]`).length) problems.push(`<head> link to ${atom}`);
  for (const href of [rss, atom]) {
    if (!$(`article a[href$="${href}"]`).length) problems.push(`a link to ${href} in the page`);
  }
  return problems;
}

function writeFeed(outDir: string, siteUrl: string, author: string, feed: FeedOptions, buildTime: Date): number {
  const htmlFile = path.join(outDir, feed.route, 'index.html');
  if (!fs.existsSync(htmlFile)) throw new Error(`Feed ${feed.route}: no page was built at ${feed.route}.`);
  const html = fs.readFileSync(htmlFile, 'utf8');
  const missing = missingLinks(html, feed.route);
  if (missing.length) throw new Error(`Feed ${feed.route}: the page lacks ${missing.join(', ')}.`);

  const pageUrl = new URL(feed.route, siteUrl).href;
  const page = extractEntries(load(html), pageUrl, feed.entries);
  if (page.entries.length === 0) throw new Error(`Feed ${feed.route}: the page has no ${feed.entries} to list.`);

  const newest = Math.max(...page.entries.map((entry) => entry.date?.getTime() ?? 0));
  const paths = feedPaths(feed.route);
  const document: FeedDocument = {
    title: feed.title,
    description: feed.description,
    pageUrl,
    rssUrl: new URL(paths.rss, siteUrl).href,
    atomUrl: new URL(paths.atom, siteUrl).href,
    author,
    updated: newest > 0 ? new Date(newest) : buildTime,
    entries: page.entries,
  };
  fs.writeFileSync(path.join(outDir, paths.rss), renderRss(document));
  fs.writeFileSync(path.join(outDir, paths.atom), renderAtom(document));
  return page.entries.length;
}

/**
 * RSS 2.0 and Atom feeds for doc pages that list releases or news, made from
 * the built pages so that feed items read exactly like the page.
 */
export default function pluginFeeds(_context: LoadContext, options: PluginOptions): Plugin {
  return {
    name: 'feeds',
    async postBuild({outDir, siteConfig}) {
      const buildTime = new Date();
      for (const feed of options.feeds) {
        const count = writeFeed(outDir, siteConfig.url, siteConfig.title, feed, buildTime);
        logger.info(`Feeds: ${count} entries for ${feed.route} (rss.xml, atom.xml).`);
      }
    },
  };
}

export {validateOptions} from './options';
