/**
 * Content negotiation between a page's HTML and its Markdown twin, from the
 * request's Accept header (RFC 9110, section 12.5.1).
 */

type MediaRange = {type: string; subtype: string; q: number; order: number};

function parseAccept(header: string): MediaRange[] {
  return header.split(',').flatMap((part, order): MediaRange[] => {
    const [range, ...params] = part.split(';').map((piece) => piece.trim());
    const [type, subtype] = (range ?? '').toLowerCase().split('/');
    if (!type || !subtype) return [];
    const qParam = params.find((param) => /^q\s*=/i.test(param));
    const q = qParam ? Number(qParam.split('=')[1]) : 1;
    return [{type, subtype, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0, order}];
  });
}

type Match = {q: number; specificity: number; order: number};

/** The most specific range that matches a media type decides its q-value. */
function matchOf(ranges: MediaRange[], type: string, subtype: string): Match {
  let best: Match = {q: 0, specificity: -1, order: Infinity};
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype ? 2 : range.type === type && range.subtype === '*' ? 1 : range.type === '*' && range.subtype === '*' ? 0 : -1;
    if (specificity > best.specificity) best = {q: range.q, specificity, order: range.order};
  }
  return best;
}

/**
 * True when the client prefers `text/markdown` to `text/html`: a higher
 * q-value, or the same one with Markdown named explicitly and HTML only by
 * a wildcard, or both named and Markdown first. `*\/*` alone means HTML.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const markdown = matchOf(ranges, 'text', 'markdown');
  const html = matchOf(ranges, 'text', 'html');
  if (markdown.q === 0 || markdown.specificity < 2) return false;
  if (markdown.q !== html.q) return markdown.q > html.q;
  if (html.specificity < 2) return true;
  return markdown.order < html.order;
}

/** A page URL's twin: `/cms/intro` and `/cms/intro/` → `/cms/intro.md`; the landing page, assets and files have none. */
export function twinPathFor(pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '');
  if (clean === '') return null;
  const last = clean.slice(clean.lastIndexOf('/') + 1);
  if (last.includes('.') || clean.startsWith('/assets/')) return null;
  return `${clean}.md`;
}
