import {onceUntilFailure} from '@site/plugins/search-local/src/client/onceUntilFailure';

/**
 * The form and the section dialog, loaded on the reader's first sign of
 * interest so that pages carry only the small Yes/No shell. A failed load is
 * forgotten, so the next attempt downloads again.
 */
export const loadFeedbackUi = onceUntilFailure(() => import('./FeedbackUi'));

export type FeedbackUi = Awaited<ReturnType<typeof loadFeedbackUi>>;
