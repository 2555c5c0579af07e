/** What the checks read from a code fence's meta string, such as `title="config/server.ts" fragment`. */
export type FenceMeta = {
  title: string | null;
  /** The block is a deliberate excerpt: it is compiled, but its errors are not failures. */
  fragment: boolean;
  /** Named attributes (`key="value"` or `key=value`) and bare flags (value `''`). */
  attributes: Record<string, string>;
};

const ATTRIBUTE = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/g;

export function fenceMetaOf(meta: string | null): FenceMeta {
  const attributes: Record<string, string> = {};
  for (const match of (meta ?? '').matchAll(ATTRIBUTE)) {
    attributes[match[1]] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return {title: attributes.title ?? null, fragment: 'fragment' in attributes, attributes};
}
