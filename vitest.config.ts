import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{scripts,plugins,src,config}/**/__tests__/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
