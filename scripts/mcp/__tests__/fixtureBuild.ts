import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeIndex} from '@site/plugins/search-local/src/indexer/writeIndex';

const SITE_URL = 'https://docs.example.com';

type FixturePage = {route: string; title: string; sections: {id: string; heading: string; text: string; code?: string}[]};

const PAGES: FixturePage[] = [
  {
    route: '/cms/api/rest/populate-select',
    title: 'Populate and select',
    sections: [
      {id: 'population', heading: 'Population', text: 'The populate parameter returns relations, media fields, components and dynamic zones, which REST API responses leave out by default.'},
      {id: 'field-selection', heading: 'Field selection', text: 'The fields parameter returns only the listed attributes of each entry, which makes responses smaller.', code: "const query = qs.stringify({ fields: ['title'] });"},
    ],
  },
  {
    route: '/cms/configurations/cron',
    title: 'Cron jobs',
    sections: [{id: 'enabling-cron-jobs', heading: 'Enabling cron jobs', text: 'Set cron.enabled to true in the server configuration file to run cron jobs with Strapi.'}],
  },
];

function html(page: FixturePage): string {
  const sections = page.sections
    .map((section) => `<h2 id="${section.id}">${section.heading}</h2><p>${section.text}</p>${section.code ? `<pre><code class="language-js">${section.code}</code></pre>` : ''}`)
    .join('');
  return `<!doctype html><html><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="docsearch:language" content="en"></head><body><article><header><h1>${page.title}</h1></header>${sections}</article></body></html>`;
}

/** A two-page build with a real search index, twins and llms.txt, for the MCP tests. */
export async function createFixtureBuild(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-build-'));
  for (const page of PAGES) {
    fs.mkdirSync(path.join(dir, page.route), {recursive: true});
    fs.writeFileSync(path.join(dir, page.route, 'index.html'), html(page));
    const body = page.sections.map((section) => `## ${section.heading}\n\n${section.text}`).join('\n\n');
    fs.writeFileSync(path.join(dir, `${page.route}.md`), `# ${page.title}\n\n${body}\n`);
  }
  fs.writeFileSync(path.join(dir, 'llms.txt'), `# Fixture\n\n${PAGES.map((page) => `- [${page.title}](${SITE_URL}${page.route}.md)`).join('\n')}\n`);
  await writeIndex({outDir: dir, baseUrl: '/', siteUrl: SITE_URL, routesPaths: PAGES.map((page) => page.route), excludeRoutes: [], lowRankRoutes: []});
  return dir;
}
