import {createElement} from 'react';
import type {DocSearchModal as DocSearchModalComponent} from '@docsearch/react';
import {onceUntilFailure} from '@site/plugins/search-local/src/client/onceUntilFailure';
import {isSlowConnection} from '@site/plugins/idle-prefetch/src/client/connection';

export type DocSearchModalType = typeof DocSearchModalComponent;

const loadModalPartsModule = onceUntilFailure(() => import('./modalParts'));

/**
 * Once the page is idle, the modal's code downloads without running (see
 * `./modalParts`), except on a 2g or data-saver connection.
 */
export function prefetchDocSearchModal(): void {
  if (!isSlowConnection()) loadModalPartsModule().catch(() => undefined);
}

/**
 * Loads the modal, its texts and its styles on first intent (hover, focus,
 * touch or a shortcut) so that they stay out of the main bundle. A failed
 * load is forgotten so that the next intent retries.
 */
export const loadDocSearchModal = onceUntilFailure(async (): Promise<DocSearchModalType> => {
  const {DocSearchModal, translations} = await (await loadModalPartsModule()).loadModalParts();
  return function TranslatedDocSearchModal(props) {
    return createElement(DocSearchModal, {...props, translations: translations.modal});
  };
});
