import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {TwinCache} from '../twinCache';

describe('TwinCache', () => {
  it('keys a page by its source, the snippets it imports and its URL', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-cache-'));
    fs.mkdirSync(path.join(site, 'docs/snippets'), {recursive: true});
    const page = path.join(site, 'docs/page.mdx');
    const snippet = path.join(site, 'docs/snippets/tip.mdx');
    fs.writeFileSync(page, "import Tip from '/docs/snippets/tip.mdx';\n\n<Tip />\n");
    fs.writeFileSync(snippet, 'First tip.\n');
    const cache = new TwinCache(path.join(site, 'cache'), site);

    const key = cache.key(page, 'https://docs.example.com/page');
    expect(cache.get(key)).toBeNull();
    cache.set(key, 'First tip.\n');
    expect(cache.get(key)).toBe('First tip.\n');

    expect(cache.key(page, 'https://docs.example.com/page')).toBe(key);
    expect(cache.key(page, 'http://localhost:3000/page')).not.toBe(key);
    fs.writeFileSync(snippet, 'Second tip.\n');
    expect(cache.key(page, 'https://docs.example.com/page')).not.toBe(key);
  });
});
