/** The attributes Docusaurus's `<Link>` gives the anchor of a Markdown link, by kind of target. */
export type StaticLink =
  /** A path on this site: navigated inside the app by `StaticLinks`, and checked by the broken-links check. */
  | {kind: 'internal'; href: string}
  /** A section of the same page: the browser scrolls; the broken-anchors check sees it. */
  | {kind: 'anchor'; href: string}
  /** Another site: opens in a new tab, as `<Link>` opens every external URL. */
  | {kind: 'external'; href: string};

const EXTERNAL = /^(?:https?:\/\/|mailto:)/i;

/**
 * How a Markdown link's `href` renders without `<Link>`, or undefined when
 * only `<Link>` can render it: relative paths (which it resolves against the
 * base URL), other schemes such as `pathname://`, and escaped characters
 * (which react-router decodes into the `href` it writes).
 */
export function staticLink(href: string): StaticLink | undefined {
  if (href.includes('%')) return undefined;
  if (href.startsWith('#')) return {kind: 'anchor', href};
  if (href.startsWith('/') && !href.startsWith('//')) return {kind: 'internal', href};
  if (EXTERNAL.test(href)) return {kind: 'external', href};
  return undefined;
}

/** The links the build's broken-links check must see: `<Link>` collects internal paths and same-page anchors. */
export const isCheckedLink = (link: StaticLink) => link.kind !== 'external';
