const MARK_OPEN = '\u0000mark-open\u0000';
const MARK_CLOSE = '\u0000mark-close\u0000';

/**
 * Turns a highlighted value into HTML in which the only elements are the
 * `<mark>` tags: anything else that looks like a tag is escaped, whether the
 * backend escaped its text or not.
 */
export function safeHighlight(value: string): string {
  return value
    .replaceAll('<mark>', MARK_OPEN)
    .replaceAll('</mark>', MARK_CLOSE)
    .replace(/[<>"']/g, (char) => ({'<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char]!)
    .replace(/&(?!(amp|lt|gt|quot|#39|#x27);)/g, '&amp;')
    .replaceAll(MARK_OPEN, '<mark>')
    .replaceAll(MARK_CLOSE, '</mark>');
}
