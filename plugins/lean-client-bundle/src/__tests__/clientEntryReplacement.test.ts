import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';
import pluginLeanClientBundle from '../index';

/** Records the module replacements the plugin asks the bundler for. */
class RecordedReplacement {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: unknown,
  ) {}
}

function replacedModules(router: 'browser' | 'hash', isServer = false): string[] {
  const context = {siteConfig: {future: {experimental_router: router}}} as unknown as LoadContext;
  const plugin = pluginLeanClientBundle(context);
  const config = plugin.configureWebpack!({} as never, isServer, {currentBundler: {instance: {NormalModuleReplacementPlugin: RecordedReplacement}}} as never, {} as never) as {
    plugins?: RecordedReplacement[];
  };
  const entry = '/site/node_modules/@docusaurus/core/lib/client/clientEntry.js';
  return (config.plugins ?? []).filter((replacement) => replacement.pattern.test(entry)).map((replacement) => String(replacement.replacement));
}

describe('the client entry in steps', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('replaces Docusaurus client entry in production builds with the browser router', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(replacedModules('browser')).toEqual([expect.stringMatching(/client[\\/]clientEntry\.tsx$/)]);
  });

  it('keeps Docusaurus entry for the development server, the hash router and the server bundle', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(replacedModules('browser')).toEqual([]);
    vi.stubEnv('NODE_ENV', 'production');
    expect(replacedModules('hash')).toEqual([]);
    expect(replacedModules('browser', true)).toEqual([]);
  });
});
