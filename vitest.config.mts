import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The same `@site/...` imports as the Docusaurus build.
  resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
  test: {
    include: ['{scripts,plugins,src,config,bench,tests/build}/**/__tests__/**/*.test.{ts,tsx}'],
    testTimeout: 120_000,
    environment: 'node',
  },
});
