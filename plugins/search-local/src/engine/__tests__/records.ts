import type {SearchRecord} from '../../types';

type Spec = {
  url: string;
  lvl0?: string;
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  content?: string;
  /** Start and end offsets of the content's inline code. */
  codeSpans?: number[];
  pageRank?: number;
  tag?: string;
};

let position = 0;

/** A small record set in the crawler's shape, for engine tests. */
export function record(spec: Spec): SearchRecord {
  const [withoutAnchor, anchor] = spec.url.split('#') as [string, string | undefined];
  const levels = [spec.lvl1, spec.lvl2, spec.lvl3].filter(Boolean).length;
  const type = spec.content ? 'content' : (`lvl${levels}` as SearchRecord['type']);
  position += 1;
  return {
    objectID: `${spec.url}-${position}`,
    url: `https://docs.example.com${spec.url}`,
    url_without_anchor: `https://docs.example.com${withoutAnchor}`,
    anchor: anchor ?? null,
    type,
    hierarchy: {
      lvl0: spec.lvl0 ?? 'Documentation',
      lvl1: spec.lvl1,
      lvl2: spec.lvl2 ?? null,
      lvl3: spec.lvl3 ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: spec.content ?? null,
    ...(spec.codeSpans ? {codeSpans: spec.codeSpans} : {}),
    language: 'en',
    docusaurus_tag: spec.tag ?? 'docs-default-current',
    weight: {pageRank: spec.pageRank ?? 0, level: spec.content ? 0 : 100 - levels * 10, position},
  };
}

export const RECORDS: SearchRecord[] = [
  record({url: '/cms/api/rest/populate-select', lvl0: 'APIs', lvl1: 'Populate and select'}),
  record({
    url: '/cms/api/rest/populate-select#population',
    lvl0: 'APIs',
    lvl1: 'Populate and select',
    lvl2: 'Population',
    content: 'Relations, media fields, components and dynamic zones are not populated by default. Use the populate parameter to add them.',
  }),
  record({url: '/cms/api/document-service', lvl0: 'APIs', lvl1: 'Document Service API'}),
  record({
    url: '/cms/api/document-service#findmany',
    lvl0: 'APIs',
    lvl1: 'Document Service API',
    lvl2: 'findMany()',
    content: 'Use findMany() to find documents that match parameters, with filters, sort and pagination.',
  }),
  record({
    url: '/cms/api/document-service#findone',
    lvl0: 'APIs',
    lvl1: 'Document Service API',
    lvl2: 'findOne()',
    content: 'Use findOne() to find one document by its documentId.',
  }),
  record({url: '/cms/deployment', lvl0: 'Getting Started', lvl1: 'Deployment', pageRank: 1}),
  record({
    url: '/cms/deployment#environment-variables',
    lvl0: 'Getting Started',
    lvl1: 'Deployment',
    lvl2: 'Environment variables',
    content: 'Set APP_KEYS, API_TOKEN_SALT and ADMIN_JWT_SECRET before you start the server in production.',
  }),
  record({
    url: '/cloud/getting-started/deployment',
    lvl0: 'Getting Started',
    lvl1: 'Deploy with the Cloud dashboard',
    content: 'Connect a GitHub repository and deploy the project on Strapi Cloud.',
    tag: 'docs-default-current',
  }),
  record({
    url: '/cms/faq#xss',
    lvl0: 'FAQ',
    lvl1: 'FAQ',
    lvl2: 'Is <script> escaped?',
    content: 'Text such as <img src=x onerror=alert(1)> & "quotes" stays text.',
  }),
  record({url: '/old/intro', lvl1: 'Old version intro', content: 'Deployment on older versions.', tag: 'docs-default-4.x'}),
];
