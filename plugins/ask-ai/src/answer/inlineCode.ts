/** An argument list, one level of nesting deep, on one short stretch of text: `('sentry')`, `(error, scope)`. */
const CALL = /\((?:[^()\n]|\([^()\n]*\)){0,120}\)/.source;
/** A member or call chained after a name: `.find(query)`, `.service`. */
const CHAINED = String.raw`(?:\.[A-Za-z_$][\w$]*(?:${CALL})?)*`;

/** A JSON property's name and colon: `"event":`. */
const JSON_KEY = String.raw`"[\w$.-]+"\s*:`;
/** A JSON object of up to two levels: `{ "pagination": { ... } }`. */
const JSON_OBJECT = String.raw`\{(?:[^{}\n]|\{[^{}\n]*\})*\}`;

/** Prose words that end a command line rather than continue it ("run npx create-strapi to start"). */
const NOT_AN_ARGUMENT = String.raw`(?!(?:to|the|a|an|and|or|in|on|for|with|from|first|then|again|once|when|if|instead|before|after)\b)`;
/** A command-line flag with its value, without the sentence's full stop: `--dry`, `--env=staging`, `--bundler=webpack`, `--port 3100`. */
const FLAG = String.raw`--?[a-z][\w-]*(?:=[\w./@:-]*[\w/*-]|\s\d+\b(?!\.\d))?`;
/** Flags after a command. */
const FLAGS = String.raw`(?:\s+${FLAG})*`;
/** A package name, without the full stop of the sentence it ends: `@strapi/plugin-graphql`, `pg`. */
const PACKAGE = String.raw`@?[a-z](?:[\w./@-]*[\w-])?`;
/** A query parameter and its value, a list (`sort=title,id:desc`) included, the sentence's full stop or comma not: `locale=fr`, `populate=*`. */
const QUERY_PAIR = String.raw`[a-z][\w.[\]-]*=(?:\*|[\w%.:-]*[\w%*](?:,[\w%.:-]*[\w%*])*)`;
/** npm's `--` before options meant for the script: `npm run mcp -- --http`. */
const OPTIONS_AFTER_DASHES = String.raw`(?:\s+--(?=\s+--?[a-z]))?`;
/** The Strapi CLI's commands, and the `name:action` ones such as `ts:generate-types`. */
const STRAPI_COMMAND = String.raw`(?:develop|dev|start|build|console|export|import|transfer|generate|report|version|login|logout|deploy|link|[a-z]+(?::[\w-]+)+)`;

/**
 * Code names inside an extracted sentence, marked as inline code. The index
 * keeps sentences as plain text, so `pagination[page]`, `findMany()`,
 * `APP_KEYS`, `config/server.js` or `--dry` would otherwise read as prose.
 */
const CODE_NAME = new RegExp(
  [
    String.raw`(?:${JSON_KEY}\s*)?\{\s*${JSON_KEY}(?:[^{}\n]|${JSON_OBJECT})*\}`, // JSON objects, a property's name before them included: { "event": "entry.create", "entry": { ... } }
    String.raw`${JSON_KEY}\s*(?:"[^"\n]*"|\[[^[\]\n]*\]|-?\d+|true|false|null)`, // other JSON properties: "tags": [], "name": "ApplicationError"
    String.raw`\bnpx\s+(?:@[\w-]+\/[\w-]+|[a-z0-9]+(?:-[a-z0-9]+)+)(?:@[\w.-]+)?(?:\s+${NOT_AN_ARGUMENT}[a-z][\w-]*(?::[\w-]+)*)?(?:\s+[a-z0-9]+(?:-[a-z0-9]+)+)?${FLAGS}`, // npx lines: a scoped or hyphenated package, a subcommand, a hyphenated name, flags
    String.raw`\b(?:npx\s+)?strapi\s+${STRAPI_COMMAND}\b${FLAGS}`, // Strapi CLI commands, lower case: "strapi develop", never "Strapi 5"
    String.raw`\b(?:npm|pnpm)\s+(?:ci\b|run\s+(?:strapi(?:\s+(?:--\s+)?${STRAPI_COMMAND}\b)?|[a-z][\w-]*(?::[\w-]+)*))${OPTIONS_AFTER_DASHES}${FLAGS}`, // package scripts: "npm run build", "npm run strapi -- admin:create-user", and "npm ci"
    String.raw`\byarn\s+(?:strapi(?:\s+${STRAPI_COMMAND}\b)?|develop|dev|start|build|deploy)\b${FLAGS}`, // the same scripts with Yarn
    String.raw`\bdocker(?![\w.-])(?:\s+compose\b)?(?:\s+(?:${FLAG}|${NOT_AN_ARGUMENT}[a-z0-9][\w.:/-]*[\w/]))*`, // Docker commands: "docker compose up --build", "docker compose down"
    String.raw`\b(?:(?:npm|pnpm)\s+(?:install|i|add)|yarn\s+add)\s+${NOT_AN_ARGUMENT}${PACKAGE}${FLAGS}`, // installs of a named package: "npm install @strapi/plugin-sentry"
    /(?<![\w.])(?:(?:[<>]=?|[~^])\d+(?:\.(?:\d+|x)){0,2}|\d+(?:\.(?:\d+|x))?\.x)(?!\w|\.\w)/.source, // version ranges: >=20.0.0, <=26.x.x, ^5.0.0, 5.x (a plain 5.12.0 stays prose)
    /(?<![\w.])(?:::ffff:)?\d{1,3}(?:\.\d{1,3}){3}(?::\d{2,5})?(?!\w|\.\w)/.source, // IPv4 addresses, with a port or as IPv6 writes them: 0.0.0.0, 127.0.0.1:1337, ::ffff:10.0.0.1
    /https?:\/\/[^\s`'"]*[^\s`'".,;:)]/.source, // URLs, whole, without the quotes around them
    /\b(?:api|plugin|admin|global|strapi)::[\w.-]*\w/.source, // UIDs such as api::restaurant.restaurant and strapi::cors
    /\b[a-z0-9-]+\.(?:com|io|org|dev|net)(?![\w.-])(?:\/[\w.-]*[\w-])*/.source, // addresses without a protocol, such as github.com/strapi/strapi
    /(?:\.{1,2}\/)?(?:[\w{}.@*-]+\/)+[\w{}-]+(?:\.[a-z]{2,4})+\b/.source, // file paths with an extension, scoped package folders and globs included
    /(?<![\w/.])\/[\w-]+(?:\.[a-z]{2,4})+\b/.source, // files at the site's root, such as /favicon.ico
    /@[a-z0-9-]+\/[a-z0-9-]+(?:@[\w.-]+)?/.source, // scoped packages
    /(?:src|config|database|types|public|dist)\/[\w{}./-]*[\w}]\/?/.source, // project folders, with their closing slash
    /(?<![\w/.])\/(?:api|admin)(?:\/[\w:{}[\]=&?.<>*-]*[\w}\]>*])*/.source, // API and admin routes, placeholders such as <provider> and query strings such as ?locale=* included
    String.raw`(?<![\w/])\??${QUERY_PAIR}(?:&${QUERY_PAIR})*`, // query parameters with their value: ?status=draft, populate=*, locale=fr&status=draft
    /\b[A-Za-z_$][\w$]*(?:\[[\w$]*\])+/.source, // bracket parameters
    String.raw`\b[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?!\((?:s|es|ies)\))${CALL}${CHAINED}`, // calls with their arguments and what is chained after them; not plurals such as role(s)
    /\b[a-z0-9]+(?:[-_][a-z0-9]+)+(?:\.[A-Za-z0-9_$]+(?:-[A-Za-z0-9_$]+)*)+\b/.source, // hyphenated names with a dot: my-backup.tar.gz, content-manager.visible
    /\b[a-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/.source, // dotted names
    /\b[A-Z][\w$]*(?:\.[A-Za-z_$][\w$]*){2,}/.source, // dotted keys such as Auth.form.welcome.title (Node.js stays prose)
    /\b[a-z]+[A-Z][\w$]*/.source, // camelCase names
    /\b[A-Z][A-Z0-9_]*=(?:[^\s,;`'"]|,(?=\S))*[^\s,;:`'".)]/.source, // environment variables with their value, lists included: NODE_ENV=production, HOST=0.0.0.0
    /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.source, // environment variables
    String.raw`(?<![\w-])${FLAG}`, // command-line flags on their own
    /(?<![\w.])\.[a-z][\w.-]*[a-z]/.source, // dotfiles such as .env
    /(?<=^|[\s(]):[a-z]+\b/.source, // suffixes such as :desc
    /(?<![\w$])\$[A-Za-z_]\w*/.source, // filter operators such as $eq and $containsi, shell variables such as $DATABASE_URL
  ].join('|'),
  'g',
);
/** Dotted words that are prose, not code. */
const PROSE = /^(e\.g|i\.e|etc|vs)\b/i;

export function markCodeNames(sentence: string): string {
  // Leave sentences that already carry inline code as they are.
  if (sentence.includes('`')) return sentence;
  return sentence.replace(CODE_NAME, (name) => (PROSE.test(name) ? name : `\`${name}\``));
}
