import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Components under test are TSX; the site's tsconfig leaves JSX to the bundler.
  oxc: {jsx: {runtime: 'automatic'}},
  // The same `@site/...` imports as the Docusaurus build.
  resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
  test: {
    include: ['{scripts,plugins,src,config,bench,tests/build}/**/__tests__/**/*.test.{ts,tsx}'],
    testTimeout: 120_000,
    environment: 'node',
  },
});
