import type {InvertedIndex} from '../invertedIndex';

/** Below this length a stem says too little ("us" from "uses" would find the US region). */
const MIN_STEM_LENGTH = 3;
const VOWEL = /[aeiouy]/;
/** Doubled final letters that belong to the word itself ("install", "access", "buzz"). */
const KEPT_DOUBLES = new Set(['l', 's', 'z']);

/**
 * A light English stem: plural, "-ing" and "-ed" endings and a final "e"
 * come off, so "deploying", "deployed" and "deploys" meet "deploy", and
 * "caching" meets "cache". Deliberately lighter than Porter's: "server"
 * stays apart from "serve", "deployment" from "deploy".
 */
export function stemOf(word: string): string {
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (/(ss|x|z|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !stem.endsWith('ss') && stem.length > 3) stem = stem.slice(0, -1);
  const inflected = /^(.{3,})(ing|ed)$/.exec(stem);
  if (inflected && VOWEL.test(inflected[1]!)) {
    stem = inflected[1]!;
    const last = stem.at(-1)!;
    if (stem.at(-2) === last && !KEPT_DOUBLES.has(last) && !VOWEL.test(last)) stem = stem.slice(0, -1);
  }
  if (stem.endsWith('e') && stem.length > MIN_STEM_LENGTH) stem = stem.slice(0, -1);
  return stem;
}

const termsByStem = new WeakMap<InvertedIndex, Map<string, string[]>>();

/** Index terms that share a word's stem, the word itself excluded; built once per index. */
export function termsWithStem(index: InvertedIndex, word: string): string[] {
  let byStem = termsByStem.get(index);
  if (!byStem) {
    byStem = new Map();
    for (const term of index.sortedTerms) {
      if (/\d/.test(term)) continue;
      const stem = stemOf(term);
      if (stem.length < MIN_STEM_LENGTH) continue;
      const terms = byStem.get(stem);
      if (terms) terms.push(term);
      else byStem.set(stem, [term]);
    }
    termsByStem.set(index, byStem);
  }
  return (byStem.get(stemOf(word)) ?? []).filter((term) => term !== word);
}
