// DocSearch 3 ships its sub-entries (modal, style) without type
// declarations; they re-export pieces of the typed package entry.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';
