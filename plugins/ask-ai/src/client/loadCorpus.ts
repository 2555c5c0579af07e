import {fetchJson, loadAnswerIndex, loadManifest} from '@site/plugins/search-local/src/client/loadIndex';
import {onceUntilFailure} from '@site/plugins/search-local/src/client/onceUntilFailure';
import type {CodeBlocksFile} from '@site/plugins/search-local/src/types';
import type {CodeLookup, Corpus} from '../answer/corpus';

const NO_CODE: CodeLookup = () => undefined;

/** Code examples load only for questions that ask how. */
const loadCode = onceUntilFailure(async (manifestUrl: string): Promise<CodeLookup> => {
  const {codeUrl} = await loadManifest(manifestUrl);
  if (!codeUrl) return NO_CODE;
  const file = await fetchJson<CodeBlocksFile>(codeUrl);
  const sections = file?.version === 1 && typeof file.sections === 'object' ? file.sections : {};
  return (key: string) => sections[key];
});

/** The corpus in the browser: the search modal's index file and manifest, downloaded once, with the texts' tails. */
export async function loadBrowserCorpus(manifestUrl: string): Promise<Corpus> {
  const index = await loadAnswerIndex(manifestUrl);
  // Without code examples, answers are text only.
  return {index, loadCode: () => loadCode(manifestUrl).catch(() => NO_CODE)};
}
