import {describe, expect, it} from 'vitest';
import {markCodeNames} from '../answer/inlineCode';

describe('code names in extracted sentences', () => {
  it('marks parameters, methods, variables, paths, packages and flags as inline code', () => {
    expect(markCodeNames('pagination[page] (default 1): Page number.')).toBe('`pagination[page]` (default 1): Page number.');
    expect(markCodeNames('findOne() returns null; strapi.documents() does not.')).toBe('`findOne()` returns null; `strapi.documents()` does not.');
    expect(markCodeNames('Set APP_KEYS in the .env file.')).toBe('Set `APP_KEYS` in the `.env` file.');
    expect(markCodeNames('Edit config/server.js or src/index.ts.')).toBe('Edit `config/server.js` or `src/index.ts`.');
    expect(markCodeNames('Send GET /api/articles/:documentId, or open /admin.')).toBe('Send GET `/api/articles/:documentId`, or open `/admin`.');
    expect(markCodeNames('End a name with :asc (ascending) or :desc.')).toBe('End a name with `:asc` (ascending) or `:desc`.');
    expect(markCodeNames('Open http://localhost:1337/admin, or see https://strapi.io.')).toBe('Open `http://localhost:1337/admin`, or see `https://strapi.io`.');
  });

  it('keeps a command line in one piece, and stops at the prose after it', () => {
    expect(markCodeNames('Run npx @strapi/upgrade minor --dry first.')).toBe('Run `npx @strapi/upgrade minor --dry` first.');
    expect(markCodeNames('npx @strapi/upgrade patch: The latest patch release.')).toBe('`npx @strapi/upgrade patch`: The latest patch release.');
    expect(markCodeNames('Run npx create-strapi@latest my-project to start.')).toBe('Run `npx create-strapi@latest my-project` to start.');
    expect(markCodeNames('Run npx create-strapi to start a project.')).toBe('Run `npx create-strapi` to start a project.');
    expect(markCodeNames('You run it with npx in the project folder.')).toBe('You run it with npx in the project folder.');
    expect(markCodeNames('Run strapi develop while you work, then strapi build.')).toBe('Run `strapi develop` while you work, then `strapi build`.');
    expect(markCodeNames('Strapi 5 runs strapi ts:generate-types --debug for you.')).toBe('Strapi 5 runs `strapi ts:generate-types --debug` for you.');
    expect(markCodeNames('The strapi deploy --env=staging command deploys, then strapi calls home.')).toBe('The `strapi deploy --env=staging` command deploys, then strapi calls home.');
  });

  it('keeps a call with its arguments, and what is chained after it, in one piece', () => {
    expect(markCodeNames("Call strapi.service('api::restaurant.restaurant').find(query) from the controller.")).toBe(
      "Call `strapi.service('api::restaurant.restaurant').find(query)` from the controller.",
    );
    expect(markCodeNames("Reach it with strapi.plugin('sentry').service('sentry').")).toBe("Reach it with `strapi.plugin('sentry').service('sentry')`.");
    expect(markCodeNames('sendError(error, configureScope): Sends an Error to Sentry.')).toBe('`sendError(error, configureScope)`: Sends an Error to Sentry.');
    expect(markCodeNames('Filter with where(fn(x)) first.')).toBe('Filter with `where(fn(x))` first.');
  });

  it('keeps paths through scoped packages, keys and addresses in one piece', () => {
    expect(markCodeNames('The texts are in node_modules/@strapi/admin/dist/admin/translations/en.json.mjs today.')).toBe(
      'The texts are in `node_modules/@strapi/admin/dist/admin/translations/en.json.mjs` today.',
    );
    expect(markCodeNames('Admin texts have keys such as Auth.form.welcome.title.')).toBe('Admin texts have keys such as `Auth.form.welcome.title`.');
    expect(markCodeNames('The source is at github.com/strapi/strapi, in a monorepo.')).toBe('The source is at `github.com/strapi/strapi`, in a monorepo.');
    expect(markCodeNames('Browsers ask for /favicon.ico at the root.')).toBe('Browsers ask for `/favicon.ico` at the root.');
    expect(markCodeNames('The codemod edits every content-types/*/lifecycles.js file.')).toBe('The codemod edits every `content-types/*/lifecycles.js` file.');
    expect(markCodeNames('The examples use api::restaurant.restaurant and plugin::upload.file.')).toBe('The examples use `api::restaurant.restaurant` and `plugin::upload.file`.');
    expect(markCodeNames('Since strapi::cors is required, keep it.')).toBe('Since `strapi::cors` is required, keep it.');
    expect(markCodeNames('The page calls GET /api/auth/<provider>/callback next.')).toBe('The page calls GET `/api/auth/<provider>/callback` next.');
    expect(markCodeNames('It prints the archive, here my-backup.tar.gz.enc, and content-manager.visible: false hides it.')).toBe(
      'It prints the archive, here `my-backup.tar.gz.enc`, and `content-manager.visible`: false hides it.',
    );
    expect(markCodeNames("Pass strapi({ baseURL: 'http://localhost:1337/api', auth: process.env.STRAPI_API_TOKEN }) once.")).toBe(
      "Pass `strapi({ baseURL: 'http://localhost:1337/api', auth: process.env.STRAPI_API_TOKEN })` once.",
    );
    expect(markCodeNames("Set url to 'https://example.com/api' there.")).toBe("Set url to '`https://example.com/api`' there.");
    expect(markCodeNames('The domain is my-app.auth.eu-west-1.amazoncognito.com here.')).toBe('The domain is `my-app.auth.eu-west-1.amazoncognito.com` here.');
    expect(markCodeNames('Strapi then loads config/env/{NODE_ENV}/ when it exists.')).toBe('Strapi then loads `config/env/{NODE_ENV}/` when it exists.');
  });

  it('leaves prose alone', () => {
    for (const prose of [
      'A well-known, read-only page with up-to-date content.',
      'Go to Settings > Users & Permissions plugin > Roles, e.g. the Public role.',
      'It costs 1.5 times more.',
      'Note: it starts at 10:30.',
      'Pick the role(s) and the entry(ies) to share (optional).',
      'Strapi runs on Node.js and reads its version (see below).',
      'A well-known, up-to-date page about version 5.10.4.',
    ]) {
      expect(markCodeNames(prose)).toBe(prose);
    }
  });

  it('keeps a sentence that already marks its code as it is', () => {
    expect(markCodeNames('Use `sort=title:asc` with findMany.')).toBe('Use `sort=title:asc` with findMany.');
  });
});
