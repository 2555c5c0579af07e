import Footer from '@theme-original/Footer';
import StaticAfterLoad from '@site/src/components/StaticAfterLoad';

/** The theme's footer, kept as the server wrote it when a page loads: nothing in it reacts to the reader. */
export default function FooterWrapper(): React.JSX.Element {
  return (
    <StaticAfterLoad as="footer">
      <Footer />
    </StaticAfterLoad>
  );
}
