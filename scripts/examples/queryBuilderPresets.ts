import {buildQueryUrl} from '../../src/components/QueryBuilder/buildQueryUrl';
import {DEFAULT_ENDPOINT, DEFAULT_QUERY} from '../../src/components/QueryBuilder/presets';
import {STRAPI_ORIGIN} from './strapiServer';

const PRESETS = [{name: 'default query', endpoint: DEFAULT_ENDPOINT, query: DEFAULT_QUERY}];

/** Sends the URL the interactive query builder builds for each preset: Strapi must accept it. */
export async function runQueryBuilderPresets(): Promise<{run: number; failures: string[]}> {
  const failures: string[] = [];
  for (const preset of PRESETS) {
    const built = buildQueryUrl(preset.endpoint, preset.query);
    if (!built.ok) {
      failures.push(`${preset.name}: the builder refuses it (${built.error})`);
      continue;
    }
    const response = await fetch(`${STRAPI_ORIGIN}${built.url}`);
    const body = (await response.json()) as {data?: unknown; error?: {message?: string}};
    if (response.status !== 200 || !Array.isArray(body.data)) {
      failures.push(`${preset.name}: GET ${built.url} answered ${response.status} ${body.error?.message ?? ''}`);
    }
  }
  return {run: PRESETS.length, failures};
}
