import Provider from '@theme-original/Layout/Provider';
import type ProviderType from '@theme/Layout/Provider';
import type {WrapperProps} from '@docusaurus/types';
import SearchProvider from '@site/src/components/Search/SearchProvider';
import AskAIProvider from '@site/src/components/AskAI/AskAIProvider';

type Props = WrapperProps<typeof ProviderType>;

/** The search modal and Ask AI need the docs and router contexts, so they live inside the theme providers. */
export default function ProviderWrapper({children, ...props}: Props): React.JSX.Element {
  return (
    <Provider {...props}>
      <SearchProvider>
        <AskAIProvider>{children}</AskAIProvider>
      </SearchProvider>
    </Provider>
  );
}
