import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import SidebarTools from '@site/src/components/SidebarTools';

type Props = WrapperProps<typeof ContentType>;

/** The doc sidebar, with the search button above the category tree. */
export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <SidebarTools />
      <Content {...props} />
    </>
  );
}
