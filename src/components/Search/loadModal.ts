import {createElement} from 'react';
import type {DocSearchModal as DocSearchModalComponent} from '@docsearch/react';
import {onceUntilFailure} from '@site/plugins/search-local/src/client/onceUntilFailure';

export type DocSearchModalType = typeof DocSearchModalComponent;

/**
 * Loads the modal, its texts and its styles on first intent (hover, focus,
 * touch or a shortcut) so that they stay out of the main bundle. A failed
 * load is forgotten so that the next intent retries.
 */
export const loadDocSearchModal = onceUntilFailure(async (): Promise<DocSearchModalType> => {
  const [{DocSearchModal}, {default: translations}] = await Promise.all([
    import('@docsearch/react/modal'),
    import('@theme/SearchTranslations'),
    import('@docsearch/react/style'),
    import('./modal.css'),
  ]);
  return function TranslatedDocSearchModal(props) {
    return createElement(DocSearchModal, {...props, translations: translations.modal});
  };
});
