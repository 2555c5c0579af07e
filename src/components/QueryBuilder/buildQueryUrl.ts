import JSON5 from 'json5';
import qs from 'qs';

/** The query parameters the Strapi 5 REST API understands. */
export const REST_PARAMETERS = [
  'filters',
  'populate',
  'fields',
  'sort',
  'pagination',
  'locale',
  'status',
] as const;

export type QueryBuildResult =
  | {ok: true; url: string; warnings: string[]}
  | {ok: false; error: string};

const MAX_INPUT_LENGTH = 20_000;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkEndpoint(endpoint: string): string | null {
  if (!endpoint.startsWith('/')) return 'The endpoint must start with "/", for example /api/restaurants.';
  if (/[?#\s]/.test(endpoint)) return 'Write the endpoint without spaces, "?" or "#": the query goes in the box below.';
  return null;
}

/** Warnings for values that Strapi would reject or ignore; the URL is still built. */
function warningsFor(query: Record<string, unknown>): string[] {
  const warnings: string[] = [];
  for (const key of Object.keys(query)) {
    if (!(REST_PARAMETERS as readonly string[]).includes(key)) {
      warnings.push(`"${key}" is not a REST parameter (${REST_PARAMETERS.join(', ')}).`);
    }
  }
  if (query.status !== undefined && query.status !== 'draft' && query.status !== 'published') {
    warnings.push('"status" accepts "draft" or "published".');
  }
  if (query.locale !== undefined && typeof query.locale !== 'string') {
    warnings.push('"locale" takes one locale code, such as "fr".');
  }
  const pagination = query.pagination;
  if (pagination !== undefined) {
    if (!isPlainObject(pagination)) {
      warnings.push('"pagination" must be an object, such as { page: 1, pageSize: 10 }.');
    } else {
      const byPage = 'page' in pagination || 'pageSize' in pagination;
      const byOffset = 'start' in pagination || 'limit' in pagination;
      if (byPage && byOffset) {
        warnings.push('Use page and pageSize, or start and limit, but not both: Strapi rejects the mix.');
      }
    }
  }
  const sort = query.sort;
  if (sort !== undefined && typeof sort !== 'string' && !Array.isArray(sort) && !isPlainObject(sort)) {
    warnings.push('"sort" takes a string such as "name:asc" or an array of them.');
  }
  return warnings;
}

/**
 * Parses the reader's query object (JSON or a JavaScript object literal,
 * never evaluated) and encodes it the way Strapi's REST API reads it.
 */
export function buildQueryUrl(endpoint: string, queryText: string): QueryBuildResult {
  const trimmedEndpoint = endpoint.trim();
  const endpointError = checkEndpoint(trimmedEndpoint);
  if (endpointError) return {ok: false, error: endpointError};
  if (queryText.length > MAX_INPUT_LENGTH) {
    return {ok: false, error: `The query object is longer than ${MAX_INPUT_LENGTH.toLocaleString('en-US')} characters.`};
  }
  if (queryText.trim() === '') return {ok: true, url: trimmedEndpoint, warnings: []};

  let query: unknown;
  try {
    query = JSON5.parse(queryText);
  } catch (error) {
    const detail = (error as Error).message.replace(/^JSON5: /, '');
    return {ok: false, error: `The query object does not parse: ${detail}`};
  }
  if (!isPlainObject(query)) {
    return {ok: false, error: 'The query must be an object, such as { filters: { name: { $eq: "Pizza" } } }.'};
  }
  const search = qs.stringify(query, {encodeValuesOnly: true});
  return {
    ok: true,
    url: search ? `${trimmedEndpoint}?${search}` : trimmedEndpoint,
    warnings: warningsFor(query),
  };
}
