import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{scripts,plugins,src,config,bench,tests/build}/**/__tests__/**/*.test.{ts,tsx}'],
    testTimeout: 120_000,
    environment: 'node',
  },
});
