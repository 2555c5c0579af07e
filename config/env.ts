/**
 * Every external service the site can talk to is off unless an environment
 * variable turns it on. This module is the one place that reads them, so the
 * README's table and the config cannot drift apart.
 */

export type HostedSearchEnv = {
  appId: string;
  apiKey: string;
  indexName: string;
  /** A self-hosted server speaking Algolia's API (`npm run search:serve`), instead of Algolia's hosts. */
  host: string | null;
  /** Send click analytics to Algolia Insights (loads Algolia's insights script). */
  insights: boolean;
};

export type AskAiEnv = {
  /** An OpenAI-compatible chat-completions URL that writes answers from the retrieved sections. */
  endpoint: string;
  model: string | null;
  timeoutMs: number | null;
};

export type SiteEnv = {
  /** Public URL the site is deployed at (used for canonical links and the sitemap). */
  siteUrl: string;
  /** Hosted Algolia credentials; `null` keeps search inside the browser. */
  hostedSearch: HostedSearchEnv | null;
  /** A chat model for Ask AI; `null` keeps answers extractive and in the browser. */
  askAi: AskAiEnv | null;
  /** Google Tag Manager container id, e.g. `GTM-XXXXXXX`. */
  tagManagerId: string | null;
  /** URL of an experimentation script (A/B testing). */
  experimentationScriptUrl: string | null;
  /** URL of a session analytics script. */
  sessionAnalyticsScriptUrl: string | null;
  /** Where page feedback is POSTed; `null` opens a prefilled GitHub issue instead. */
  feedbackEndpoint: string | null;
};

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function readUrl(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}".`);
  }
  return url.href;
}

function readHostedSearch(env: Env): HostedSearchEnv | null {
  const appId = read(env, 'ALGOLIA_APP_ID');
  const apiKey = read(env, 'ALGOLIA_API_KEY');
  const indexName = read(env, 'ALGOLIA_INDEX_NAME');
  const given = [appId, apiKey, indexName].filter((v) => v !== null).length;
  if (given === 0) return null;
  if (appId === null || apiKey === null || indexName === null) {
    throw new Error(
      'Hosted search needs ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME together.',
    );
  }
  return {
    appId,
    apiKey,
    indexName,
    host: readUrl(env, 'ALGOLIA_HOST'),
    insights: read(env, 'ALGOLIA_INSIGHTS') === 'true',
  };
}

function readAskAi(env: Env): AskAiEnv | null {
  const endpoint = readUrl(env, 'ASK_AI_ENDPOINT');
  if (endpoint === null) return null;
  const timeout = read(env, 'ASK_AI_TIMEOUT_MS');
  if (timeout !== null && !/^\d+$/.test(timeout)) {
    throw new Error(`ASK_AI_TIMEOUT_MS must be a number of milliseconds, got "${timeout}".`);
  }
  return {endpoint, model: read(env, 'ASK_AI_MODEL'), timeoutMs: timeout === null ? null : Number(timeout)};
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  const tagManagerId = read(env, 'DOCS_GTM_CONTAINER_ID');
  if (tagManagerId !== null && !/^GTM-[A-Z0-9]+$/.test(tagManagerId)) {
    throw new Error(`DOCS_GTM_CONTAINER_ID must look like GTM-XXXXXXX, got "${tagManagerId}".`);
  }
  return {
    siteUrl: new URL(readUrl(env, 'DOCS_SITE_URL') ?? 'https://docs.strapi.io').origin,
    hostedSearch: readHostedSearch(env),
    askAi: readAskAi(env),
    tagManagerId,
    experimentationScriptUrl: readUrl(env, 'DOCS_EXPERIMENTATION_SCRIPT_URL'),
    sessionAnalyticsScriptUrl: readUrl(env, 'DOCS_SESSION_ANALYTICS_SCRIPT_URL'),
    feedbackEndpoint: readUrl(env, 'DOCS_FEEDBACK_ENDPOINT'),
  };
}
