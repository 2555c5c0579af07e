/** A server speaking Algolia's API at `url` replaces Algolia's own hosts; no URL keeps the defaults. */
export function algoliaHostsOf(url: string | null | undefined) {
  if (!url) return undefined;
  const parsed = new URL(url);
  return [{url: parsed.host, protocol: parsed.protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' as const}];
}
