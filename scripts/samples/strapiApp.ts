import path from 'node:path';

/** The example Strapi 5 project: its API examples run against it, and its types check the TypeScript samples. */
export const STRAPI_APP_DIR = path.resolve(import.meta.dirname, '../../tests/strapi-app');

/** Where samples sit while they are checked: inside the app, so packages resolve from its `node_modules`. */
export const SAMPLES_ROOT = path.join(STRAPI_APP_DIR, 'docs-samples');
