/**
 * The docs are for Strapi 5: what they say about an earlier major version
 * answers a question about today's Strapi only by mistake, unless the
 * question names that version.
 */

/** A heading that is only an earlier version ("Strapi 4", "In Strapi v4"): its section shows the old way. */
export const OLDER_VERSION_HEADING = /^(in )?strapi v?[1-4](\.x)?$/i;

/** A sentence that speaks of an earlier version: "In Strapi v4, the usual way…". */
export const MENTIONS_OLDER_VERSION = /\b(?:Strapi\s+v?[1-4]|v[1-4])\b/;

/** A question word that names an earlier version: "4", "v4". */
const OLDER_VERSION_WORD = /^v?[1-4]$/;

export const namesOlderVersion = (words: readonly {word: string}[]): boolean => words.some(({word}) => OLDER_VERSION_WORD.test(word));
