import type {DocSearchModal as DocSearchModalComponent} from '@docsearch/react';

export type DocSearchModalType = typeof DocSearchModalComponent;

let modal: DocSearchModalType | null = null;
let pending: Promise<DocSearchModalType> | null = null;

/**
 * Loads the modal and its styles on first intent (hover, focus, touch or a
 * shortcut) so that they stay out of the main bundle. A failed load is
 * forgotten so that the next intent retries.
 */
export function loadDocSearchModal(): Promise<DocSearchModalType> {
  if (modal) return Promise.resolve(modal);
  pending ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./modal.css'),
  ]).then(
    ([module]) => {
      modal = module.DocSearchModal;
      return modal;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
