import type {CodeBlock} from '@site/plugins/search-local/src/types';

/**
 * The API surface a question or a code example belongs to. A REST question
 * must never get a Document Service example: same words, other API.
 */
export type Surface = 'rest' | 'graphql' | 'document-service' | 'query-engine' | 'entity-service' | 'client' | 'cli';

const QUESTION_SURFACES: [Surface, RegExp][] = [
  ['graphql', /\bgraphql\b|\bmutation\b|\bresolver/i],
  ['client', /\bclient (library|sdk)|\bjavascript client\b|\bjs client\b|@strapi\/client|\bclient\.(collection|single|files)/i],
  ['rest', /\brest\b|\bhttp (call|request)|\bquery string\b|\bcurl\b|\bfetch\(|\b(through|from) the api\b|\bapi (call|request|response)/i],
  ['query-engine', /\bquery engine\b|\bdb\.query\b|\bdatabase directly\b|\brows?\b/i],
  ['entity-service', /\bentity ?service\b/i],
  ['document-service', /\bdocument service\b|strapi\.documents|\b(server|backend|server-side) code\b|\b(from|in) (my |a |the )?(own )?(service|controller|backend)\b/i],
  ['cli', /\bcommand\b|\bterminal\b|\bcli\b/i],
];

/** The surface a question names, or null when it names none. */
export function questionSurface(question: string): Surface | null {
  return QUESTION_SURFACES.find(([, pattern]) => pattern.test(question))?.[0] ?? null;
}

/** The surface a code example uses, or null for configuration, schemas and other code. */
export function codeSurface(block: CodeBlock): Surface | null {
  const {code, language} = block;
  if (language === 'graphql' || /^\s*(query|mutation)\b[\s\S]*\{/m.test(code)) return 'graphql';
  if (/strapi\.documents\s*\(|\bstrapi\.documents\.use\b/.test(code)) return 'document-service';
  if (/strapi\.db\.query\s*\(/.test(code)) return 'query-engine';
  if (/strapi\.entityService\b/.test(code)) return 'entity-service';
  if (/@strapi\/client|\bclient\.(collection|single|files)\b/.test(code)) return 'client';
  if (/\bcurl\b|^\s*(GET|POST|PUT|DELETE)\s+\/|\/api\/[\w:-]+|\bfetch\(/m.test(code)) return 'rest';
  if (['bash', 'sh', 'shell', 'console'].includes(language)) return 'cli';
  return null;
}

/**
 * Whether an example may illustrate an answer: when the question names a
 * surface, the example must use that one; otherwise any example will do.
 */
export function sameSurface(question: Surface | null, block: CodeBlock): boolean {
  if (!question) return true;
  const surface = codeSurface(block);
  // A command line answers a question about the CLI and about nothing else; other surfaces must match.
  return surface === question;
}
