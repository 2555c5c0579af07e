import Provider from '@theme-original/Layout/Provider';
import type ProviderType from '@theme/Layout/Provider';
import type {WrapperProps} from '@docusaurus/types';
import SearchProvider from '@site/src/components/Search/SearchProvider';

type Props = WrapperProps<typeof ProviderType>;

/** The search modal needs the docs version context, so it lives inside the theme providers. */
export default function ProviderWrapper({children, ...props}: Props): React.JSX.Element {
  return (
    <Provider {...props}>
      <SearchProvider>{children}</SearchProvider>
    </Provider>
  );
}
