import fs from 'node:fs';
import path from 'node:path';
import {parseCurl} from './curl';
import {STRAPI_APP_DIR} from '../samples/strapiApp';
import {comparableUrl, urlBuiltBy} from './jsVariant';
import {differences} from './compare';
import type {Example} from './examples';
import {STRAPI_ORIGIN, type RunningStrapi} from './strapiServer';

export type Outcome =
  | {status: 'passed'}
  | {status: 'mismatched'; lines: string[]}
  | {status: 'skipped'; reason: string};

const DOCS_ORIGIN = 'http://localhost:1337';
const EXAMPLE_FILES_DIR = path.join(STRAPI_APP_DIR, 'examples-files');
const WRITING_CALL = /\.(create|update|delete|publish|unpublish|discardDraft|clone)\(/;

/** Whether an example writes, so that the seed is restored before it runs. */
export function writes(example: Example): boolean {
  const text = example.request.value;
  if (example.kind === 'rest') return /-X\s*(POST|PUT|DELETE)|\s-(d|F)\s/.test(text);
  if (example.kind === 'graphql') return /^\s*mutation\b/m.test(text);
  return WRITING_CALL.test(text);
}

function trimmedKeys(example: Example): Set<string> {
  const listed = example.response?.fence.attributes.trimmed ?? '';
  return new Set(listed.split(',').map((key) => key.trim()).filter(Boolean));
}

function parseDocumented(example: Example): unknown {
  return example.response ? JSON.parse(example.response.value) : undefined;
}

function expectedStatus(example: Example, method: string, documented: unknown): number {
  const declared = example.response?.fence.attributes.status ?? example.request.fence.attributes.status;
  if (declared) return Number(declared);
  const error = (documented as {error?: {status?: number}} | undefined)?.error;
  if (error?.status) return error.status;
  if (method === 'POST') return 201;
  if (method === 'DELETE') return 204;
  return 200;
}

function compareBody(example: Example, documented: unknown, real: unknown): string[] {
  if (!example.response) return [];
  return differences(documented, real, {trimmed: trimmedKeys(example), values: !('shape-only' in example.response.fence.attributes)});
}

export async function runRestExample(example: Example, strapi: RunningStrapi): Promise<Outcome> {
  const request = parseCurl(example.request.value, {STRAPI_API_TOKEN: strapi.apiToken});
  const lines: string[] = [];
  if (example.jsVariant && buildsUrlWithQsOnly(example.jsVariant.value)) {
    const built = await urlBuiltBy(example.jsVariant.value);
    if (built === null) lines.push(`JavaScript variant (line ${example.jsVariant.line}) sends no request`);
    else if (comparableUrl(built) !== comparableUrl(request.url)) {
      lines.push(`JavaScript variant (line ${example.jsVariant.line}) builds ${comparableUrl(built)}`, `  cURL sends ${comparableUrl(request.url)}`);
    }
  }
  const response = await fetch(request.url.replace(DOCS_ORIGIN, STRAPI_ORIGIN), {
    method: request.method,
    headers: request.headers,
    body: request.files.length > 0 ? formDataOf(request.files) : request.body,
  });
  const text = await response.text();
  const real: unknown = text ? JSON.parse(text) : undefined;
  const documented = parseDocumented(example);
  const status = expectedStatus(example, request.method, documented);
  if (response.status !== status) lines.push(`status: documented ${status}, real ${response.status}`);
  lines.push(...compareBody(example, documented, real));
  return lines.length === 0 ? {status: 'passed'} : {status: 'mismatched', lines: [...lines, ...realBody(real)]};
}

export async function runGraphqlExample(example: Example, strapi: RunningStrapi): Promise<Outcome> {
  const response = await fetch(`${STRAPI_ORIGIN}/graphql`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: `Bearer ${strapi.apiToken}`},
    body: JSON.stringify({query: example.request.value, variables: example.variables ? JSON.parse(example.variables.value) : undefined}),
  });
  const real: unknown = await response.json();
  const documented = parseDocumented(example);
  const lines = compareBody(example, documented, real);
  if (!example.response && (real as {errors?: unknown}).errors) {
    lines.push(`errors: ${JSON.stringify((real as {errors: unknown}).errors).slice(0, 300)}`);
  }
  return lines.length === 0 ? {status: 'passed'} : {status: 'mismatched', lines: [...lines, ...realBody(real)]};
}

/** The name of the variable whose value the page shows: the first `const x = await ...`. */
function resultVariable(code: string): string | null {
  return /^(?:const|let)\s+(\w+)\s*=\s*await\b/m.exec(code)?.[1] ?? null;
}

export async function runDocumentServiceExample(example: Example, strapi: RunningStrapi): Promise<Outcome> {
  const result = resultVariable(example.request.value) ?? 'undefined';
  const response = await fetch(`${STRAPI_ORIGIN}/api/docs-examples/run`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...strapi.secretHeaders},
    body: JSON.stringify({code: example.request.value, result}),
  });
  const answer = (await response.json()) as {value?: unknown; error?: {name: string; message: string}};
  const documentsError = example.response?.fence.attributes.throws;
  if (answer.error) {
    if (documentsError && answer.error.name === documentsError) return {status: 'passed'};
    return {status: 'mismatched', lines: [`throws ${answer.error.name}: ${answer.error.message}`]};
  }
  if (documentsError) return {status: 'mismatched', lines: [`documented to throw ${documentsError}, returned a value`]};
  const lines = compareBody(example, parseDocumented(example), answer.value);
  return lines.length === 0 ? {status: 'passed'} : {status: 'mismatched', lines: [...lines, ...realBody(answer.value)]};
}

/** Variants that import nothing but `qs` build their URL alone; others (reading files) are not run. */
export function buildsUrlWithQsOnly(code: string): boolean {
  return [...code.matchAll(/^import\s.*\sfrom\s+['"]([^'"]+)['"]/gm)].every((match) => match[1] === 'qs');
}

/** The `-F` fields of a cURL example; `@./team-photo.jpg` reads the app's example file of that name. */
function formDataOf(fields: readonly string[]): FormData {
  const form = new FormData();
  for (const field of fields) {
    const separator = field.indexOf('=');
    const name = field.slice(0, separator);
    const value = field.slice(separator + 1);
    if (value.startsWith('@')) {
      const fileName = path.basename(value.slice(1));
      form.append(name, new Blob([fs.readFileSync(path.join(EXAMPLE_FILES_DIR, fileName))]), fileName);
    } else {
      form.append(name, value);
    }
  }
  return form;
}

function realBody(real: unknown): string[] {
  const text = JSON.stringify(real, null, 2) ?? '(no body)';
  const lines = text.split('\n');
  return ['real response:', ...lines.slice(0, 40).map((line) => `  ${line}`), ...(lines.length > 40 ? [`  ... ${lines.length - 40} more lines`] : [])];
}
