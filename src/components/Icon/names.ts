/**
 * Every Phosphor icon the site shows. `plugins/icon-font` builds the icon
 * font from these glyphs only, so an icon missing here renders nothing.
 */
export const ICON_NAMES = [
  'arrow-right',
  'arrow-up-right',
  'caret-down',
  'chat-circle-dots',
  'check',
  'cloud-arrow-up',
  'copy',
  'database',
  'file-md',
  'open-ai-logo',
  'plugs-connected',
  'question',
  'rocket-launch',
  'sparkle',
  'thumbs-down',
  'thumbs-up',
  'users-three',
  'x',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
