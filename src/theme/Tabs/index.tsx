import {useRef, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

type TabEvent = KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>;

/** The tab strip, as the theme draws it: arrow keys move between tabs, Enter and clicks select. */
function TabList({className}: {className?: string}): React.JSX.Element {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const select = (event: TabEvent) => {
    const value = tabValues[tabs.current.indexOf(event.currentTarget)]?.value;
    if (value === undefined || value === selectedValue) return;
    blockElementScrollPositionUntilNextRender(event.currentTarget);
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabs.current.indexOf(event.currentTarget);
    const count = tabValues.length;
    if (event.key === 'Enter') select(event);
    else if (event.key === 'ArrowRight') tabs.current[(index + 1) % count]?.focus();
    else if (event.key === 'ArrowLeft') tabs.current[(index - 1 + count) % count]?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          onKeyDown={onKeyDown}
          onClick={select}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

/**
 * The theme's Tabs without its remount after hydration (`key={isBrowser}`):
 * the remount threw away and rebuilt every tab group, code blocks included,
 * in one long task right after the page became interactive. It is no longer
 * needed: the theme's tab state starts at the default tab on both sides and
 * syncs the reader's stored or linked choice in a layout effect.
 */
export default function Tabs(props: Props): React.JSX.Element {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      {/* The theme puts `className` on the tab strip, not on the container. */}
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children) as ReactNode}</div>
      </div>
    </TabsProvider>
  );
}
