import SearchButton from '@site/src/components/Search/SearchButton';

/** Replaces the theme's self-contained SearchBar: the modal lives in <SearchProvider>. */
export default function SearchBar(): React.JSX.Element {
  return <SearchButton />;
}
