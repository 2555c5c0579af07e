import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {ignores: ['build/', 'build-hosted/', 'build-agent/', '.docusaurus/', '**/.docusaurus/', '**/build/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/', 'tests/strapi-app/types/generated/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Unused code is dead code; underscore-prefixed names mark intentional gaps.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {process: 'readonly', console: 'readonly', URL: 'readonly'}},
  },
  {
    // Fixture sites use the CommonJS config files Docusaurus accepts; the example Strapi app is CommonJS too.
    files: ['tests/build/fixtures/**/*.js', 'plugins/*/loaders/*.cjs', 'tests/strapi-app/**/*.js'],
    languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', require: 'readonly', __dirname: 'readonly'}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
