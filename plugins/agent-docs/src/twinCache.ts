import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /^import\s+\w+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm;
const MARKDOWN_DIR = path.join(__dirname, 'markdown');

/** The converter's own source: a change to it invalidates every cached twin. */
function converterFingerprint(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(MARKDOWN_DIR).sort()) {
    if (file.endsWith('.ts')) hash.update(fs.readFileSync(path.join(MARKDOWN_DIR, file)));
  }
  return hash.digest('hex');
}

/** A file's text and the texts of the MDX files it imports, recursively. */
function sourcesOf(file: string, siteDir: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !fs.existsSync(file)) return [];
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const imported = [...text.matchAll(IMPORT)].map(([, specifier]) =>
    specifier!.startsWith('/') ? path.join(siteDir, specifier!) : path.resolve(path.dirname(file), specifier!),
  );
  return [text, ...imported.flatMap((next) => sourcesOf(next, siteDir, seen))];
}

/**
 * Converted twin bodies on disk, keyed by everything that shapes them: the
 * page's source and its snippets, its URL and the converter's code. When the
 * bundler restores a page from its persistent cache, Docusaurus does not
 * parse it again, and neither do we.
 */
export class TwinCache {
  private readonly fingerprint = converterFingerprint();

  constructor(
    private readonly dir: string,
    private readonly siteDir: string,
  ) {
    fs.mkdirSync(dir, {recursive: true});
  }

  key(sourcePath: string, pageUrl: string): string {
    const hash = crypto.createHash('sha256').update(this.fingerprint).update(pageUrl);
    for (const text of sourcesOf(sourcePath, this.siteDir)) hash.update('\0').update(text);
    return hash.digest('hex');
  }

  get(key: string): string | null {
    const file = path.join(this.dir, `${key}.md`);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  }

  set(key: string, body: string): void {
    fs.writeFileSync(path.join(this.dir, `${key}.md`), body);
  }
}
