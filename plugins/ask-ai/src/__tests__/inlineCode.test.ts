import {describe, expect, it} from 'vitest';
import {markCodeNames} from '../answer/inlineCode';

describe('code names in extracted sentences', () => {
  it('marks parameters, methods, variables, paths, packages and flags as inline code', () => {
    expect(markCodeNames('pagination[page] (default 1): Page number.')).toBe('`pagination[page]` (default 1): Page number.');
    expect(markCodeNames('findOne() returns null; strapi.documents() does not.')).toBe('`findOne()` returns null; `strapi.documents()` does not.');
    expect(markCodeNames('Set APP_KEYS in the .env file.')).toBe('Set `APP_KEYS` in the `.env` file.');
    expect(markCodeNames('Edit config/server.js or src/index.ts.')).toBe('Edit `config/server.js` or `src/index.ts`.');
    expect(markCodeNames('Run npx @strapi/upgrade minor --dry first.')).toBe('Run npx `@strapi/upgrade` minor `--dry` first.');
    expect(markCodeNames('Send GET /api/articles/:documentId, or open /admin.')).toBe('Send GET `/api/articles/:documentId`, or open `/admin`.');
    expect(markCodeNames('End a name with :asc (ascending) or :desc.')).toBe('End a name with `:asc` (ascending) or `:desc`.');
    expect(markCodeNames('Open http://localhost:1337/admin, or see https://strapi.io.')).toBe('Open `http://localhost:1337/admin`, or see `https://strapi.io`.');
  });

  it('leaves prose alone', () => {
    for (const prose of [
      'A well-known, read-only page with up-to-date content.',
      'Go to Settings > Users & Permissions plugin > Roles, e.g. the Public role.',
      'It costs 1.5 times more.',
      'Note: it starts at 10:30.',
    ]) {
      expect(markCodeNames(prose)).toBe(prose);
    }
  });

  it('keeps a sentence that already marks its code as it is', () => {
    expect(markCodeNames('Use `sort=title:asc` with findMany.')).toBe('Use `sort=title:asc` with findMany.');
  });
});
