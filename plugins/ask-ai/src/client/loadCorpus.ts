import {loadIndex} from '../../../search-local/src/client/loadIndex';
import type {CodeBlocksFile} from '../../../search-local/src/types';
import type {CodeLookup, Corpus} from '../answer/corpus';

const TIMEOUT_MS = 15_000;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {signal: AbortSignal.timeout(TIMEOUT_MS)});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

let code: Promise<CodeLookup> | null = null;

/** Code examples load only for questions that ask how; without them answers are text only. */
function loadCode(manifestUrl: string): Promise<CodeLookup> {
  code ??= (async () => {
    const manifest = (await fetchJson(manifestUrl)) as {codeUrl?: string};
    if (!manifest.codeUrl) return () => undefined;
    const file = (await fetchJson(manifest.codeUrl)) as CodeBlocksFile;
    const sections = file?.version === 1 && typeof file.sections === 'object' ? file.sections : {};
    return (key: string) => sections[key];
  })().catch(() => {
    code = null;
    return () => undefined;
  });
  return code;
}

/** The corpus in the browser: the same index the search modal uses, downloaded once. */
export async function loadBrowserCorpus(manifestUrl: string): Promise<Corpus> {
  const index = await loadIndex(manifestUrl);
  return {index, loadCode: () => loadCode(manifestUrl)};
}
