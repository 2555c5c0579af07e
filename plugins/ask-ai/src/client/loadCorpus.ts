import {buildAnswerIndexWhenIdle, fetchJson, loadAnswerIndex, loadManifest} from '@site/plugins/search-local/src/client/loadIndex';
import {onceUntilFailure} from '@site/plugins/search-local/src/client/onceUntilFailure';
import {whenIdle} from '@site/plugins/search-local/src/client/whenIdle';
import {sectionTable} from '@site/plugins/search-local/src/engine/retrieval/sections';
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

/** The code examples, or none when they cannot load: answers are then text only. */
const codeOrNone = (manifestUrl: string): Promise<CodeLookup> => loadCode(manifestUrl).catch(() => NO_CODE);

/** The corpus in the browser: the search modal's index file and manifest, downloaded once, with the texts' tails. */
export async function loadBrowserCorpus(manifestUrl: string): Promise<Corpus> {
  const index = await loadAnswerIndex(manifestUrl);
  return {index, loadCode: () => codeOrNone(manifestUrl)};
}

/**
 * Gets the corpus ready while the reader types the first question: the index
 * downloads and is built in idle slices, then, when the page is idle again,
 * retrieval groups its records by section (a few hundred milliseconds on a
 * phone, which the first answer would otherwise wait for) and the code
 * examples load. A failure is left for the first answer to report.
 */
export function prepareBrowserCorpus(manifestUrl: string): void {
  buildAnswerIndexWhenIdle(manifestUrl)
    .then((index) =>
      whenIdle(() => {
        sectionTable(index);
        void codeOrNone(manifestUrl);
      }),
    )
    .catch(() => undefined);
}
