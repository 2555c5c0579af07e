const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;

/** Text from the index or the query becomes inert HTML. */
export function escapeHtml(text: string): string {
  // Most text has nothing to escape: a test is far cheaper than a replace with a callback.
  return SPECIAL.test(text) ? text.replace(SPECIALS, (char) => ENTITIES[char]!) : text;
}
