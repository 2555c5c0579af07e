import clsx from 'clsx';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem, useVisibleSidebarItems} from '@docusaurus/plugin-content-docs/client';
import DocSidebarItems from '@theme/DocSidebarItems';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CategoryType>;

/**
 * A section that cannot collapse and has no page of its own (the sidebars'
 * top-level sections). The theme renders its label as an `<a>` without
 * `href`, which crawlers report as a broken link; it is a heading of the
 * list, so it is rendered as text. Its items are always shown.
 */
function SectionCategory({item, onItemClick, activePath, level}: Props): React.JSX.Element | null {
  const visibleItems = useVisibleSidebarItems(item.items, activePath);
  if (visibleItems.length === 0) return null;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}>
      <div className="menu__list-item-collapsible">
        <span className={clsx('menu__link', styles.sectionLabel, isActiveSidebarItem(item, activePath) && 'menu__link--active')}>
          {item.label}
        </span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems items={item.items} tabIndex={0} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </ul>
    </li>
  );
}

export default function CategoryWrapper(props: Props): React.JSX.Element | null {
  if (props.item.collapsible || props.item.href) return <Category {...props} />;
  return <SectionCategory {...props} />;
}
