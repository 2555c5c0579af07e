import type {PropTagDocList} from '@docusaurus/plugin-content-docs';

/** The tag page data one module holds, by `tagKey` of the tag's permalink. */
export type TagPagesModule = Record<string, PropTagDocList>;

/** A tag page's route path without its trailing slash, so either form finds it. */
export const tagKey = (permalink: string): string => permalink.replace(/(.)\/$/, '$1');
