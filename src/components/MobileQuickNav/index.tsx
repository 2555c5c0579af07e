import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import clsx from 'clsx';
import SearchButton from '@site/src/components/Search/SearchButton';
import AskAIButton from '@site/src/components/AskAI/AskAIButton';
import styles from './styles.module.css';

const AREAS = [
  {to: '/cms/intro', label: 'CMS', prefix: '/cms/'},
  {to: '/cloud/intro', label: 'Cloud', prefix: '/cloud/'},
] as const;

/** Links and search that stay visible whichever drawer panel is shown. */
export default function MobileQuickNav(): React.JSX.Element {
  const mobileSidebar = useNavbarMobileSidebar();
  const {pathname} = useLocation();
  return (
    <div className={styles.quickNav}>
      <nav aria-label="Documentation areas" className={styles.areas}>
        {AREAS.map((area) => (
          <Link
            key={area.to}
            to={area.to}
            className={clsx(styles.area, pathname.startsWith(area.prefix) && styles.areaActive)}
            onClick={() => mobileSidebar.toggle()}>
            {area.label}
          </Link>
        ))}
      </nav>
      <div className={styles.search}>
        <SearchButton onOpen={() => mobileSidebar.toggle()} />
        <AskAIButton onOpen={() => mobileSidebar.toggle()} />
      </div>
    </div>
  );
}
