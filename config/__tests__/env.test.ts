import {describe, expect, it} from 'vitest';
import {readSiteEnv} from '../env';
import {externalScripts} from '../externalScripts';

describe('readSiteEnv', () => {
  it('turns every external service off by default', () => {
    const env = readSiteEnv({});
    expect(env).toEqual({
      siteUrl: 'https://docs.strapi.io',
      hostedSearch: null,
      askAi: null,
      tagManagerId: null,
      experimentationScriptUrl: null,
      sessionAnalyticsScriptUrl: null,
      feedbackEndpoint: null,
    });
    expect(externalScripts(env)).toEqual([]);
  });

  it('reads the page feedback endpoint as an http(s) URL', () => {
    expect(readSiteEnv({DOCS_FEEDBACK_ENDPOINT: 'http://localhost:4352/feedback'}).feedbackEndpoint).toBe(
      'http://localhost:4352/feedback',
    );
    expect(() => readSiteEnv({DOCS_FEEDBACK_ENDPOINT: 'mailto:docs@example.com'})).toThrow(/DOCS_FEEDBACK_ENDPOINT/);
    expect(() => readSiteEnv({DOCS_FEEDBACK_ENDPOINT: 'feedback'})).toThrow(/DOCS_FEEDBACK_ENDPOINT/);
  });

  it('reads the Ask AI endpoint, model and time-out', () => {
    expect(
      readSiteEnv({ASK_AI_ENDPOINT: 'http://localhost:8798/v1/chat/completions', ASK_AI_MODEL: 'llama3', ASK_AI_TIMEOUT_MS: '3000'}).askAi,
    ).toEqual({endpoint: 'http://localhost:8798/v1/chat/completions', model: 'llama3', timeoutMs: 3000});
    expect(readSiteEnv({ASK_AI_MODEL: 'llama3'}).askAi).toBeNull();
    expect(() => readSiteEnv({ASK_AI_ENDPOINT: 'not a url'})).toThrow(/ASK_AI_ENDPOINT/);
    expect(() => readSiteEnv({ASK_AI_ENDPOINT: 'http://localhost:1/x', ASK_AI_TIMEOUT_MS: 'soon'})).toThrow(/ASK_AI_TIMEOUT_MS/);
  });

  it('reads hosted search credentials only as a complete set', () => {
    expect(
      readSiteEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'}).hostedSearch,
    ).toEqual({appId: 'APP', apiKey: 'key', indexName: 'docs', host: null, insights: false});
    expect(
      readSiteEnv({
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_API_KEY: 'key',
        ALGOLIA_INDEX_NAME: 'docs',
        ALGOLIA_HOST: 'http://localhost:8787',
        ALGOLIA_INSIGHTS: 'true',
      }).hostedSearch,
    ).toMatchObject({host: 'http://localhost:8787/', insights: true});
    expect(() => readSiteEnv({ALGOLIA_APP_ID: 'APP'})).toThrowErrorMatchingInlineSnapshot(
      `[Error: Hosted search needs ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME together.]`,
    );
  });

  it('loads the configured scripts asynchronously', () => {
    const env = readSiteEnv({
      DOCS_EXPERIMENTATION_SCRIPT_URL: 'https://ab.example.com/x.js',
      DOCS_SESSION_ANALYTICS_SCRIPT_URL: 'https://rec.example.com/y.js',
      DOCS_GTM_CONTAINER_ID: 'GTM-ABC123',
    });
    expect(env.tagManagerId).toBe('GTM-ABC123');
    expect(externalScripts(env)).toEqual([
      {src: 'https://ab.example.com/x.js', async: true},
      {src: 'https://rec.example.com/y.js', async: true},
    ]);
  });

  it('rejects malformed values with a message naming the variable', () => {
    expect(() => readSiteEnv({DOCS_GTM_CONTAINER_ID: 'UA-1'})).toThrow(/DOCS_GTM_CONTAINER_ID/);
    expect(() => readSiteEnv({DOCS_SESSION_ANALYTICS_SCRIPT_URL: 'not a url'})).toThrow(
      /DOCS_SESSION_ANALYTICS_SCRIPT_URL must be an absolute URL/,
    );
    expect(() => readSiteEnv({DOCS_EXPERIMENTATION_SCRIPT_URL: 'ftp://x.example.com/a.js'})).toThrow(/http\(s\)/);
    expect(readSiteEnv({DOCS_SITE_URL: 'https://docs.example.com/some/path'}).siteUrl).toBe('https://docs.example.com');
  });
});
