import {describe, expect, it} from 'vitest';
import {markCodeNames} from '../answer/inlineCode';

/** The sentence comes out of `markCodeNames` exactly as `marked`. */
const marksAs = (sentence: string, marked: string) => expect(markCodeNames(sentence)).toBe(marked);

describe('code names in extracted sentences', () => {
  it.each<[string, string]>([
    ['pagination[page] (default 1): Page number.', '`pagination[page]` (default 1): Page number.'],
    ['findOne() returns null; strapi.documents() does not.', '`findOne()` returns null; `strapi.documents()` does not.'],
    ['Set APP_KEYS in the .env file.', 'Set `APP_KEYS` in the `.env` file.'],
    ['Edit config/server.js or src/index.ts.', 'Edit `config/server.js` or `src/index.ts`.'],
    ['Send GET /api/articles/:documentId, or open /admin.', 'Send GET `/api/articles/:documentId`, or open `/admin`.'],
    ['End a name with :asc (ascending) or :desc.', 'End a name with `:asc` (ascending) or `:desc`.'],
    ['Without an operator, filters mean $eq; use $or or $containsi, not $5 or $DATABASE_URL.', 'Without an operator, filters mean `$eq`; use `$or` or `$containsi`, not $5 or `$DATABASE_URL`.'],
    ['Add ?status=draft, or populate=* and locale=fr&status=draft.', 'Add `?status=draft`, or `populate=*` and `locale=fr&status=draft`.'],
    ['GET /api/articles?locale=* lists them; remove --bundler=webpack.', 'GET `/api/articles?locale=*` lists them; remove `--bundler=webpack`.'],
    ['STRAPI_HIDE_STARTUP_MESSAGE=true: Hides the banner.', '`STRAPI_HIDE_STARTUP_MESSAGE=true`: Hides the banner.'],
    ['Use sort=title,publishedAt:desc, or CORS_ORIGINS=https://a.example,https://b.example in production.', 'Use `sort=title,publishedAt:desc`, or `CORS_ORIGINS=https://a.example,https://b.example` in production.'],
    ['Engines accept >=20.0.0 <=26.x.x, and ^5.0.0 or 5.x installs Strapi 5.12.0. It accepts <=26.x.x.', 'Engines accept `>=20.0.0` `<=26.x.x`, and `^5.0.0` or `5.x` installs Strapi 5.12.0. It accepts `<=26.x.x`.'],
    ['npm run mcp -- --http --port 3100 serves it; --dry 5.12 stays.', '`npm run mcp -- --http --port 3100` serves it; `--dry` 5.12 stays.'],
    ['Listen on 127.0.0.1:1337 only, seen as ::ffff:10.0.0.1; Strapi 5.12.0 and 1.5 stay prose. The default is 0.0.0.0.', 'Listen on `127.0.0.1:1337` only, seen as `::ffff:10.0.0.1`; Strapi 5.12.0 and 1.5 stay prose. The default is `0.0.0.0`.'],
    ['Open http://localhost:1337/admin, or see https://strapi.io.', 'Open `http://localhost:1337/admin`, or see `https://strapi.io`.'],
    [
      'Listeners receive { "event": "review.flagged", "createdAt": "...", "review": { ... } }: the object is merged in.',
      'Listeners receive `{ "event": "review.flagged", "createdAt": "...", "review": { ... } }`: the object is merged in.',
    ],
    [
      'Send "tags": [] or "tags": { "set": [] }; it answers with "name": "PolicyError" and { "data": [...], "meta": { "pagination": { ... } } }.',
      'Send `"tags": []` or `"tags": { "set": [] }`; it answers with `"name": "PolicyError"` and `{ "data": [...], "meta": { "pagination": { ... } } }`.',
    ],
  ])('marks parameters, methods, variables, paths, packages and flags as inline code: %s', marksAs);

  it.each<[string, string]>([
    ['Run npx @strapi/upgrade minor --dry first.', 'Run `npx @strapi/upgrade minor --dry` first.'],
    ['npx @strapi/upgrade patch: The latest patch release.', '`npx @strapi/upgrade patch`: The latest patch release.'],
    ['Run npx create-strapi@latest my-project to start.', 'Run `npx create-strapi@latest my-project` to start.'],
    ['Run npx create-strapi to start a project.', 'Run `npx create-strapi` to start a project.'],
    ['You run it with npx in the project folder.', 'You run it with npx in the project folder.'],
    ['See the logs with docker compose -f docker-compose.prod.yml logs -f strapi.', 'See the logs with `docker compose -f docker-compose.prod.yml logs -f strapi`.'],
    ['Run docker compose down from another terminal, or docker compose up --build (the Compose plugin, docker compose).', 'Run `docker compose down` from another terminal, or `docker compose up --build` (the Compose plugin, `docker compose`).'],
    ['Add a docker-compose.yml file next to the Dockerfile.', 'Add a `docker-compose.yml` file next to the Dockerfile.'],
    ['Run strapi develop while you work, then strapi build.', 'Run `strapi develop` while you work, then `strapi build`.'],
    ['Strapi 5 runs strapi ts:generate-types --debug for you.', 'Strapi 5 runs `strapi ts:generate-types --debug` for you.'],
    ['The strapi deploy --env=staging command deploys, then strapi calls home.', 'The `strapi deploy --env=staging` command deploys, then strapi calls home.'],
    ['Deploy with strapi deploy --env=staging.', 'Deploy with `strapi deploy --env=staging`.'],
    ['npm run build runs with NODE_ENV=production, so set HOST=0.0.0.0.', '`npm run build` runs with `NODE_ENV=production`, so set `HOST=0.0.0.0`.'],
    ['Reset it with npm run strapi -- admin:reset-user-password --email=a@b.co instead.', 'Reset it with `npm run strapi -- admin:reset-user-password --email=a@b.co` instead.'],
    ['Run npm install @strapi/plugin-sentry, then pnpm run develop.', 'Run `npm install @strapi/plugin-sentry`, then `pnpm run develop`.'],
    ['Install it with npm install @strapi/plugin-graphql.', 'Install it with `npm install @strapi/plugin-graphql`.'],
    ['It runs npm ci, then npm run start instead of npm run develop: and npm run watch:link.', 'It runs `npm ci`, then `npm run start` instead of `npm run develop`: and `npm run watch:link`.'],
    ['Run npx strapi generate (or yarn strapi generate), or npm run strapi report.', 'Run `npx strapi generate` (or `yarn strapi generate`), or `npm run strapi report`.'],
    ['Use yarn add @strapi/client or yarn build, then npm run mcp -- --http --port 3100.', 'Use `yarn add @strapi/client` or `yarn build`, then `npm run mcp -- --http --port 3100`.'],
    ['Every npm package and npm install in the folder stays prose, as does Yarn or (or yarn).', 'Every npm package and npm install in the folder stays prose, as does Yarn or (or yarn).'],
  ])('keeps a command line in one piece, and stops at the prose after it: %s', marksAs);

  it.each<[string, string]>([
    ["Call strapi.service('api::restaurant.restaurant').find(query) from the controller.", "Call `strapi.service('api::restaurant.restaurant').find(query)` from the controller."],
    ["Reach it with strapi.plugin('sentry').service('sentry').", "Reach it with `strapi.plugin('sentry').service('sentry')`."],
    ['sendError(error, configureScope): Sends an Error to Sentry.', '`sendError(error, configureScope)`: Sends an Error to Sentry.'],
    ['Filter with where(fn(x)) first.', 'Filter with `where(fn(x))` first.'],
  ])('keeps a call with its arguments, and what is chained after it, in one piece: %s', marksAs);

  it.each<[string, string]>([
    ['The texts are in node_modules/@strapi/admin/dist/admin/translations/en.json.mjs today.', 'The texts are in `node_modules/@strapi/admin/dist/admin/translations/en.json.mjs` today.'],
    ['Admin texts have keys such as Auth.form.welcome.title.', 'Admin texts have keys such as `Auth.form.welcome.title`.'],
    ['The source is at github.com/strapi/strapi, in a monorepo.', 'The source is at `github.com/strapi/strapi`, in a monorepo.'],
    ['Browsers ask for /favicon.ico at the root.', 'Browsers ask for `/favicon.ico` at the root.'],
    ['The codemod edits every content-types/*/lifecycles.js file.', 'The codemod edits every `content-types/*/lifecycles.js` file.'],
    ['The examples use api::restaurant.restaurant and plugin::upload.file.', 'The examples use `api::restaurant.restaurant` and `plugin::upload.file`.'],
    ['Since strapi::cors is required, keep it.', 'Since `strapi::cors` is required, keep it.'],
    ['The page calls GET /api/auth/<provider>/callback next.', 'The page calls GET `/api/auth/<provider>/callback` next.'],
    ['It prints the archive, here my-backup.tar.gz.enc, and content-manager.visible: false hides it.', 'It prints the archive, here `my-backup.tar.gz.enc`, and `content-manager.visible`: false hides it.'],
    ["Pass strapi({ baseURL: 'http://localhost:1337/api', auth: process.env.STRAPI_API_TOKEN }) once.", "Pass `strapi({ baseURL: 'http://localhost:1337/api', auth: process.env.STRAPI_API_TOKEN })` once."],
    ["Set url to 'https://example.com/api' there.", "Set url to '`https://example.com/api`' there."],
    ['The domain is my-app.auth.eu-west-1.amazoncognito.com here.', 'The domain is `my-app.auth.eu-west-1.amazoncognito.com` here.'],
    ['Strapi then loads config/env/{NODE_ENV}/ when it exists.', 'Strapi then loads `config/env/{NODE_ENV}/` when it exists.'],
  ])('keeps paths through scoped packages, keys and addresses in one piece: %s', marksAs);

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

  it.each<[string, string]>([
    ['Use `sort=title:asc` with findMany.', 'Use `sort=title:asc` with findMany.'],
  ])('keeps a sentence that already marks its code as it is: %s', marksAs);
});
