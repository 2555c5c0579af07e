/**
 * A trimmed built Docusaurus doc page, with the parts the indexer reads:
 * DocSearch meta tags, the docs sidebar with its active link, and the
 * article with breadcrumbs, mobile TOC, Markdown body and doc footer.
 */

export type SidebarLink = {label: string; href: string};
export type SidebarCategory = {label: string; items: (SidebarLink | SidebarCategory)[]};

export const DOCS_SIDEBAR: SidebarCategory[] = [
  {label: 'Getting Started', items: [{label: 'Quick Start guide', href: '/cms/quick-start'}]},
  {
    label: 'APIs',
    items: [
      {label: 'Document Service API', href: '/cms/api/document-service'},
      {
        label: 'REST API',
        items: [
          {label: 'Filters', href: '/cms/api/rest/filters'},
          {label: 'Populate and select', href: '/cms/api/rest/populate-select'},
        ],
      },
    ],
  },
  {label: 'Configurations', items: [{label: 'Server', href: '/cms/configurations/server'}]},
];

const isCategory = (item: SidebarLink | SidebarCategory): item is SidebarCategory => 'items' in item;

const holds = (item: SidebarLink | SidebarCategory, path: string): boolean =>
  isCategory(item) ? item.items.some((child) => holds(child, path)) : item.href === path;

/**
 * Sidebar markup as Docusaurus 3 renders it. Like Docusaurus, categories
 * holding the active page get `menu__link--active` on their own link, unless
 * `activeCategories` is false (only the page link is then marked).
 */
export function sidebarHtml(
  items: (SidebarLink | SidebarCategory)[],
  activePath: string,
  {activeCategories = true, level = 1}: {activeCategories?: boolean; level?: number} = {},
): string {
  const entries = items.map((item) => {
    const active = holds(item, activePath) && (!isCategory(item) || activeCategories);
    const linkClass = `menu__link${active ? ' menu__link--active' : ''}`;
    if (!isCategory(item)) {
      return `<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level} menu__list-item"><a class="${linkClass}"${active ? ' aria-current="page"' : ''} href="${item.href}"><span class="linkLabel_x">${item.label}</span></a></li>`;
    }
    return `<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level} menu__list-item"><div class="menu__list-item-collapsible"><a class="categoryLink_x ${linkClass}"><span class="categoryLinkLabel_x">${item.label}</span></a></div><ul class="menu__list">${sidebarHtml(item.items, activePath, {activeCategories, level: level + 1})}</ul></li>`;
  });
  return level === 1
    ? `<nav aria-label="Docs sidebar" class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list">${entries.join('')}</ul></nav>`
    : entries.join('');
}

export type DocPageOptions = {
  path: string;
  title?: string;
  /** Inner HTML of the `.markdown` container, after the title. */
  body: string;
  sidebar?: string | null;
  meta?: {language?: string | null; tag?: string | null};
  /** false: no `<article>` at all. */
  article?: boolean;
};

export function docPageHtml({path, title = 'Filters', body, sidebar, meta = {}, article = true}: DocPageOptions): string {
  const language = meta.language === undefined ? 'en' : meta.language;
  const tag = meta.tag === undefined ? 'docs-default-current' : meta.tag;
  const metas = [
    language === null ? '' : `<meta data-rh="true" name="docsearch:language" content="${language}">`,
    '<meta data-rh="true" name="docsearch:version" content="current">',
    tag === null ? '' : `<meta data-rh="true" name="docsearch:docusaurus_tag" content="${tag}">`,
  ].join('');
  const nav = sidebar === undefined ? sidebarHtml(DOCS_SIDEBAR, path) : (sidebar ?? '');
  const content = `<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a class="breadcrumbs__link" href="/">Home</a></li><li class="breadcrumbs__item"><span class="breadcrumbs__link">${title}</span></li></ul></nav>
<div class="theme-doc-toc-mobile tocCollapsible_x"><button type="button" class="clean-btn">On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>
${body}
</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row"><p>Edit this page</p><p>Last updated on a Tuesday</p></div></footer>`;
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>${title} | Strapi 5 Documentation</title>${metas}</head>
<body><div id="__docusaurus"><nav class="navbar"><a class="navbar__brand" href="/">Strapi Docs</a></nav>
<div class="main-wrapper"><aside class="theme-doc-sidebar-container">${nav}</aside>
<main class="docMainContainer_x"><div class="row"><div class="col">${article ? `<article>${content}</article>` : `<div class="not-an-article">${content}</div>`}
<nav class="pagination-nav"><a class="pagination-nav__link" href="/cms/next"><div class="pagination-nav__label">Next page</div></a></nav></div>
<div class="col col--3"><div class="theme-doc-toc-desktop"><ul class="table-of-contents"><li><a href="#operators">Operators</a></li></ul></div></div></div></main></div>
<footer class="footer"><p>Copyright Strapi</p></footer></div></body></html>`;
}

/** A Prism code block as Docusaurus renders it statically (the copy button comes with hydration), one `.token-line` per line. */
export function codeBlockHtml(language: string, lines: string[], title?: string): string {
  const tokenLines = lines.map((line) => `<div class="token-line"><span class="token plain">${line}</span><br></div>`).join('');
  return `<div class="language-${language} codeBlockContainer_x theme-code-block">${title ? `<div class="codeBlockTitle_x">${title}</div>` : ''}<div class="codeBlockContent_x"><pre tabindex="0" class="prism-code language-${language} codeBlock_x thin-scrollbar"><code class="codeBlockLines_x">${tokenLines}</code></pre></div></div>`;
}

/** A heading with its hash link, as Docusaurus renders it (the link holds a zero-width space). */
export function headingHtml(level: 2 | 3 | 4 | 5 | 6, id: string, html: string): string {
  return `<h${level} class="anchor anchorWithStickyNavbar_x" id="${id}">${html}<a href="#${id}" class="hash-link" aria-label="Direct link to ${id}" title="Direct link to ${id}">\u200B</a></h${level}>`;
}
