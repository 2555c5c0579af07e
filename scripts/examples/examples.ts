import fs from 'node:fs';
import path from 'node:path';
import {docSamplesOf, type DocSample} from '../samples/docSamples';

/** A request of the docs and the response the page shows for it. */
export type Example = {
  kind: 'rest' | 'graphql' | 'document-service';
  /** The request: a cURL command, a GraphQL operation or Document Service code. */
  request: DocSample;
  /** The JavaScript (`fetch` + `qs`) variant of a REST request, in the next tab. */
  jsVariant: DocSample | null;
  /** GraphQL variables. */
  variables: DocSample | null;
  response: DocSample | null;
};

const REST_PAGES = /^docs\/cms\/api\/rest(\.mdx|\/)/;
const GRAPHQL_PAGES = /^docs\/cms\/api\/graphql(\.mdx|\/)/;
const DOCUMENT_SERVICE_PAGES = /^docs\/cms\/api\/document-service(\.mdx|\/)/;
const CURL_TO_STRAPI = /^curl\b[\s\S]*http:\/\/localhost:1337\//;

/** GraphQL variables: a JSON object whose keys are all variables the operation declares. */
function isVariablesJson(sample: DocSample, operation: DocSample): boolean {
  const declared = new Set([...operation.value.matchAll(/\$(\w+)\s*:/g)].map((match) => match[1]));
  try {
    const keys = Object.keys(JSON.parse(sample.value) as object);
    return declared.size > 0 && keys.length > 0 && keys.every((key) => declared.has(key));
  } catch {
    return false;
  }
}

function requestKind(sample: DocSample): Example['kind'] | null {
  if (REST_PAGES.test(sample.page) && sample.lang === 'bash' && CURL_TO_STRAPI.test(sample.value.trim())) return 'rest';
  if (GRAPHQL_PAGES.test(sample.page) && sample.lang === 'graphql') return 'graphql';
  if (
    DOCUMENT_SERVICE_PAGES.test(sample.page) &&
    (sample.lang === 'js' || sample.lang === 'javascript') &&
    !sample.fence.title &&
    sample.value.includes('strapi.documents(')
  ) {
    return 'document-service';
  }
  return null;
}

const pageLines = new Map<string, string[]>();

/** A response belongs to its request only within one section of the page. */
function headingBetween(page: string, fromLine: number, toLine: number): boolean {
  if (!pageLines.has(page)) pageLines.set(page, fs.readFileSync(path.resolve(page), 'utf8').split('\n'));
  return (pageLines.get(page) ?? []).slice(fromLine, toLine - 1).some((line) => /^#{1,6}\s/.test(line));
}

/**
 * The runnable examples of the API pages, read from the same fences the pages
 * render: a request block, then (before the next request) the JavaScript
 * variant, the GraphQL variables and the JSON response that follow it.
 */
export function examplesOf(samples: readonly DocSample[]): Example[] {
  const examples: Example[] = [];
  let open: Example | null = null;
  for (const sample of samples) {
    if (open && sample.page !== open.request.page) open = null;
    const kind = requestKind(sample);
    if (kind) {
      open = {kind, request: sample, jsVariant: null, variables: null, response: null};
      examples.push(open);
    } else if (open && !open.response && !headingBetween(sample.page, open.request.line, sample.line)) {
      if (open.kind === 'rest' && sample.lang === 'js' && sample.value.includes('fetch(') && !open.jsVariant) {
        open.jsVariant = sample;
      } else if (sample.lang === 'json' && !('request-body' in sample.fence.attributes)) {
        if (open.kind === 'graphql' && !open.variables && isVariablesJson(sample, open.request)) open.variables = sample;
        else open.response = sample;
      }
    }
  }
  return examples;
}

export function loadExamples(): Example[] {
  return examplesOf(docSamplesOf(['bash', 'js', 'javascript', 'graphql', 'json']).filter((sample) => /^docs\/cms\/api\//.test(sample.page)));
}
