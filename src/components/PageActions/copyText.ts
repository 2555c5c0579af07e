/**
 * Copies text that may still be on its way. A ClipboardItem built from a
 * promise keeps the click's user activation while the text downloads
 * (Safari needs that); elsewhere the text is awaited, then written.
 */
export async function copyText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && 'write' in navigator.clipboard) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

/** The twin's text; a missing twin is an error, never the HTML not-found page. */
export async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(path, {headers: {Accept: 'text/markdown'}});
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/markdown')) {
    throw new Error(`No Markdown for this page (${response.status}).`);
  }
  return response.text();
}
