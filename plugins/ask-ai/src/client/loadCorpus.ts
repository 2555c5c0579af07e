import {fetchJson, loadIndex, loadManifest} from '../../../search-local/src/client/loadIndex';
import type {CodeBlocksFile} from '../../../search-local/src/types';
import type {CodeLookup, Corpus} from '../answer/corpus';

let code: Promise<CodeLookup> | null = null;

/** Code examples load only for questions that ask how; without them answers are text only. */
function loadCode(manifestUrl: string): Promise<CodeLookup> {
  code ??= (async () => {
    const {codeUrl} = await loadManifest(manifestUrl);
    if (!codeUrl) return () => undefined;
    const file = await fetchJson<CodeBlocksFile>(codeUrl);
    const sections = file?.version === 1 && typeof file.sections === 'object' ? file.sections : {};
    return (key: string) => sections[key];
  })().catch(() => {
    code = null;
    return () => undefined;
  });
  return code;
}

/** The corpus in the browser: the same index and manifest the search modal uses, downloaded once. */
export async function loadBrowserCorpus(manifestUrl: string): Promise<Corpus> {
  const index = await loadIndex(manifestUrl);
  return {index, loadCode: () => loadCode(manifestUrl)};
}
