import {createElement} from 'react';
import type {DocSearchModal as DocSearchModalComponent} from '@docsearch/react';
import {onceUntilFailure} from '@site/plugins/search-local/src/client/onceUntilFailure';

export type DocSearchModalType = typeof DocSearchModalComponent;

const loadModalPartsModule = onceUntilFailure(() => import('./modalParts'));

/** Downloads the modal's code without running it (see `./modalParts`). */
export function prefetchDocSearchModal(): void {
  loadModalPartsModule().catch(() => undefined);
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
