import type {RetrievalScope} from '@site/plugins/search-local/src/engine/retrieval/retrieveSections';

/** A page section an answer cites: the link goes to the exact heading. */
export type Source = {
  /** The citation number, `[n]` in the answer text. */
  n: number;
  /** Page title. */
  title: string;
  /** The section heading, or null for the page's introduction. */
  section: string | null;
  /** Local path with the section's anchor, such as `/cms/cli#strapi-develop`. */
  url: string;
};

/** "Page › Section", or the page title alone for its introduction. */
export function sourceLabel(source: Source): string {
  return source.section ? `${source.title} > ${source.section}` : source.title;
}

/**
 * What a provider streams: the sources first, then pieces of the answer text.
 * The text is plain: paragraphs, fenced code blocks and `[n]` citations.
 */
export type AnswerEvent =
  | {type: 'sources'; sources: Source[]; confident: boolean}
  | {type: 'delta'; text: string};

/** An earlier exchange of the same conversation. */
export type PastTurn = {question: string; answer: string};

export type AnswerRequest = {
  question: string;
  /** The page (and section) the reader asked from, whose sections come first. */
  scope?: RetrievalScope;
  /** A code block the question is about. */
  code?: string;
  history: PastTurn[];
  signal: AbortSignal;
};

export interface AnswerProvider {
  answer(request: AnswerRequest): AsyncIterable<AnswerEvent>;
}
