import type {Config} from '@docusaurus/types';

/**
 * What the build refuses: broken links, anchors and Markdown links fail it;
 * duplicate routes only warn. Shared with the fixture sites that prove it.
 */
export const BUILD_CHECKS = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},
} as const satisfies Partial<Config>;
