import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import logger from '@docusaurus/logger';
import type {PluginOptions} from './options';
import type {AgentPage} from './pages';
import type {Sidebars} from './llms/outline';
import {writeAgentDocs} from './writeAgentDocs';
import {captureMilliseconds} from './markdown/capturedTrees';

/** The line `bench:agent` reads to print the twins' share of the build. */
export const TIMING_LOG_PREFIX = 'Agent docs:';

/**
 * Docs for AI agents: after the build, a Markdown twin of every doc page
 * (`/cms/intro.md`), /llms.txt, one llms.txt per area and /llms-full.txt.
 * The twins are converted from the MDX trees Docusaurus parses anyway
 * (see `remarkCaptureTree`), not scraped from HTML.
 */
export default function pluginAgentDocs(context: LoadContext, options: PluginOptions): Plugin {
  let pages: AgentPage[] = [];
  let sidebars: Sidebars = {};

  return {
    name: 'agent-docs',

    async allContentLoaded({allContent}) {
      const version = (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions[0];
      if (!version) throw new Error('agent-docs needs the docs plugin (preset-classic docs).');
      sidebars = version.sidebars;
      pages = version.docs
        .filter((doc) => !doc.draft)
        .map((doc) => ({
          id: doc.id,
          permalink: doc.permalink.replace(/\/+$/, '') || '/',
          title: doc.title,
          description: doc.description,
          sidebar: doc.sidebar ?? null,
          sourcePath: path.join(context.siteDir, doc.source.replace(/^@site\//, '')),
        }));
    },

    async postBuild({outDir, siteConfig}) {
      const started = performance.now();
      const report = writeAgentDocs({
        outDir,
        cacheDir: path.join(context.siteDir, 'node_modules/.cache/agent-docs'),
        siteDir: context.siteDir,
        siteUrl: siteConfig.url.replace(/\/+$/, ''),
        siteTitle: siteConfig.title,
        pages,
        sidebars,
        options,
      });
      // The twins' whole cost: copying trees while MDX compiles, then converting and writing here.
      const seconds = ((performance.now() - started + captureMilliseconds()) / 1000).toFixed(2);
      logger.info(
        `${TIMING_LOG_PREFIX} ${report.twins} Markdown twins (${report.reparsed} parsed again, the rest from the MDX compilation or the twin cache), llms.txt ${report.llmsTxtChars} characters (${report.indexedPages} pages), llms-full.txt ${report.fullChars} characters, in ${seconds} s.`,
      );
    },
  };
}

export {validateOptions} from './options';
