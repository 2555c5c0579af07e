import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One entry of a sidebar written as an array of items. */
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

export type BadgeProps = {new?: boolean; updated?: boolean};

/** Class names that src/css/custom.css turns into "New" and "Updated" badges. */
export function badgeClassName(props: BadgeProps | undefined): string | undefined {
  if (props?.new) return 'sidebar-badge sidebar-badge--new';
  if (props?.updated) return 'sidebar-badge sidebar-badge--updated';
  return undefined;
}

/**
 * Sidebar items carry `customProps: {new, updated}` as the outline gives
 * them; this turns the true ones into a class so the theme shows a badge
 * without swizzling the sidebar item components.
 */
export function withBadges(items: SidebarItemConfig[]): SidebarItemConfig[] {
  return items.map((item) => {
    if (typeof item !== 'object' || item === null || !('type' in item)) return item;
    const badged = {...item} as typeof item & {
      customProps?: BadgeProps;
      className?: string;
      items?: SidebarItemConfig[];
    };
    // Category labels draw their caret with ::after, so only pages get a badge.
    const badge = item.type === 'category' ? undefined : badgeClassName(badged.customProps);
    if (badge) badged.className = [badged.className, badge].filter(Boolean).join(' ');
    if (Array.isArray(badged.items)) badged.items = withBadges(badged.items);
    return badged;
  });
}
