import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import MobileQuickNav from '@site/src/components/MobileQuickNav';

type Props = WrapperProps<typeof LayoutType>;

/** The mobile drawer, with fixed CMS and Cloud links and search under its header. */
export default function LayoutWrapper({header, ...props}: Props): React.JSX.Element {
  return (
    <Layout
      {...props}
      header={
        <>
          {header}
          <MobileQuickNav />
        </>
      }
    />
  );
}
