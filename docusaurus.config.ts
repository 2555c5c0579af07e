import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {readSiteEnv} from './config/env';
import {codeLanguages, darkCodeTheme, lightCodeTheme} from './config/prismThemes';
import rehypeHighlight, {type RehypeHighlightOptions} from './plugins/code-highlight/src/rehypeHighlight';
import rehypePlainElements from './plugins/lean-client-bundle/src/rehypePlainElements';
import rehypeStaticHtml from './plugins/lean-client-bundle/src/rehypeStaticHtml';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {EDIT_URL_BASE, REPOSITORY_URL} from './config/links';
import {lastUpdateOptions, readGitHistory} from './config/gitHistory';
import {BUILD_CHECKS} from './config/buildChecks';
import {externalScripts} from './config/externalScripts';
import type {Options as SearchLocalOptions} from './plugins/search-local/src/options';
import {parseFrontMatterWithoutQuestions} from './plugins/search-local/src/readerQuestions';
import type {Options as AskAiOptions} from './plugins/ask-ai/src/options';
import type {Options as AgentDocsOptions} from './plugins/agent-docs/src/options';
import {remarkCaptureTree} from './plugins/agent-docs/src/markdown/capturedTrees';
import type {Options as PageFeedbackOptions} from './plugins/page-feedback/src/options';
import type {Options as FeedsOptions} from './plugins/feeds/src/options';
import type {Options as IconFontOptions} from './plugins/icon-font/src/options';
import {ICON_NAMES} from './src/components/Icon/names';
import {version as siteVersion} from './package.json';

const env = readSiteEnv();

/** Without hosted credentials DocSearch still needs values; they never reach a server. */
const searchCredentials = env.hostedSearch ?? {
  appId: 'LOCAL',
  apiKey: 'local-search-only',
  indexName: 'strapi-docs',
};

/** Code is highlighted at build time, in both colour modes (see plugins/code-highlight). */
const highlightCode: [typeof rehypeHighlight, RehypeHighlightOptions] = [
  rehypeHighlight,
  {themes: {light: lightCodeTheme, dark: darkCodeTheme}, additionalLanguages: codeLanguages},
];

const config: Config = {
  title: 'Strapi 5 Documentation',
  tagline: 'Build, customize and deploy content APIs with Strapi 5 and Strapi Cloud.',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,

  future: {
    v4: true,
    // DOCS_FASTER=false builds with webpack and Babel, for `npm run bench:site` to compare.
    faster: process.env.DOCS_FASTER !== 'false',
  },
  // Readers' choices live under plain keys such as `theme`, as the spec says,
  // not under the per-site suffix that the v4 future flag would add.
  storage: {type: 'localStorage', namespace: false},

  ...BUILD_CHECKS,
  // Reader questions feed the search index, which reads them from the sources; pages do not ship them.
  markdown: {...BUILD_CHECKS.markdown, mermaid: true, parseFrontMatter: parseFrontMatterWithoutQuestions},
  themes: ['@docusaurus/theme-mermaid'],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en'},
    },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin runs inside ./plugins/docs-routes (below), which trims its routes.
        docs: false,
        blog: false,
        pages: {rehypePlugins: [highlightCode, rehypePlainElements, rehypeStaticHtml]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/tags/**'],
          filename: 'sitemap.xml',
        },
        ...(env.tagManagerId ? {googleTagManager: {containerId: env.tagManagerId}} : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      './plugins/docs-routes/src/index.ts',
      {
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        editUrl: EDIT_URL_BASE,
        tags: 'tags.yml',
        onInlineTags: 'throw',
        // The Markdown twins reuse the trees parsed here instead of parsing every page twice.
        beforeDefaultRemarkPlugins: [remarkCaptureTree],
        // Dates come from git; a shallow clone would give every page the same one.
        ...lastUpdateOptions(readGitHistory(__dirname)),
        // Elements the theme would render unchanged skip its components, and static blocks are
        // written as HTML (fewer to hydrate).
        rehypePlugins: [highlightCode, rehypePlainElements, rehypeStaticHtml],
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          {from: '/cms', to: '/cms/intro'},
          {from: '/cloud', to: '/cloud/intro'},
        ],
      } satisfies RedirectOptions,
    ],
    './plugins/code-highlight/src/index.ts',
    ['./plugins/icon-font/src/index.ts', {icons: ICON_NAMES} satisfies IconFontOptions],
    './plugins/idle-prefetch/src/index.ts',
    './plugins/client-route-tables/src/index.ts',
    './plugins/lean-client-bundle/src/index.ts',
    [
      './plugins/search-local/src/index.ts',
      {
        // Without hosted credentials, search runs in the browser from our own index.
        mode: env.hostedSearch ? 'hosted' : 'local',
        hostedUrl: env.hostedSearch?.host ?? undefined,
        indexName: searchCredentials.indexName,
        lowRankRoutes: ['/cms/api/entity-service', '/cms/api/query-engine', '/snippets', '/cms/migration'],
      } satisfies SearchLocalOptions,
    ],
    [
      './plugins/ask-ai/src/index.ts',
      // Without an endpoint, Ask AI answers in the browser from the search index.
      (env.askAi
        ? {
            provider: 'openai-compatible',
            endpoint: env.askAi.endpoint,
            ...(env.askAi.model ? {model: env.askAi.model} : {}),
            ...(env.askAi.timeoutMs ? {timeoutMs: env.askAi.timeoutMs} : {}),
          }
        : {provider: 'extractive'}) satisfies AskAiOptions,
    ],
    [
      './plugins/agent-docs/src/index.ts',
      {
        summary:
          'Strapi 5 is an open-source headless CMS: editors manage content in an admin panel and applications read it through REST and GraphQL APIs. Strapi Cloud hosts Strapi 5 projects. Each link below is the Markdown version of one documentation page.',
        sections: [
          {sidebar: 'cmsSidebar', title: 'Strapi CMS', route: '/cms'},
          {sidebar: 'cloudSidebar', title: 'Strapi Cloud', route: '/cloud'},
        ],
      } satisfies AgentDocsOptions,
    ],
    [
      './plugins/page-feedback/src/index.ts',
      // Without an endpoint, feedback opens a prefilled issue on the docs repository.
      {
        ...(env.feedbackEndpoint ? {endpoint: env.feedbackEndpoint} : {}),
        repositoryUrl: REPOSITORY_URL,
        siteVersion,
      } satisfies PageFeedbackOptions,
    ],
    [
      './plugins/feeds/src/index.ts',
      {
        feeds: [
          {
            route: '/release-notes',
            title: 'Strapi documentation release notes',
            description: 'Releases of the Strapi 5 documentation website: new pages, site features and fixes.',
            entries: 'versions',
          },
          {
            route: '/whats-new',
            title: "What's new in Strapi 5",
            description: 'The main changes in Strapi 5 compared to Strapi 4.',
            entries: 'sections',
          },
        ],
      } satisfies FeedsOptions,
    ],
  ],

  clientModules: [
    './src/clientModules/cleanHtmlSuffix.ts',
    './src/clientModules/sanitizeColorModeChoice.ts',
    './src/clientModules/imageZoom.ts',
  ],

  scripts: externalScripts(env),


  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'Strapi, headless CMS, Strapi Cloud, documentation'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'strapi-5-docs-6-3',
      content:
        'You are reading the Strapi 5 documentation. <a href="/whats-new">See what is new</a> or check the <a href="/cms/quick-start">Quick Start guide</a>.',
      backgroundColor: '#4945ff',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    algolia: {
      ...searchCredentials,
      contextualSearch: true,
      searchPagePath: 'search',
      placeholder: 'Search docs',
      insights: env.hostedSearch?.insights ?? false,
    },
    mermaid: {
      theme: {light: 'default', dark: 'dark'},
      options: {
        // Inline SVG text, no web fonts: the site loads nothing from another host.
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        securityLevel: 'strict',
      },
    },
    zoom: {
      selector: '.markdown img',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(24, 24, 38)'},
      config: {margin: 24},
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: codeLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
