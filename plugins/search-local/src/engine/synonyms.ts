import type {SynonymHit} from 'algoliasearch';
import {DOCS_SYNONYMS} from './indexSettings';
import {pluralForms} from './matchTerms';
import {tokenize} from './normalize';

/** A phrase (one or more words) and the single words it also stands for. */
type Rule = {phrase: string[]; alternatives: string[]};

const wordsOf = (text: string) => tokenize(text).map((token) => token.term);

/**
 * Each member of a synonym group finds the group's other one-word members;
 * a one-way synonym's input finds its synonyms. Multi-word alternatives
 * are left out: any of their words alone would find far too much.
 */
export function compileSynonyms(hits: SynonymHit[]): Rule[] {
  const rules: Rule[] = [];
  const oneWord = (members: string[]) => members.map(wordsOf).filter((words) => words.length === 1).map((words) => words[0]!);
  for (const hit of hits) {
    const members = hit.synonyms ?? [];
    if (hit.type === 'synonym') {
      const singles = oneWord(members);
      for (const member of members) {
        const phrase = wordsOf(member);
        const alternatives = singles.filter((single) => !(phrase.length === 1 && phrase[0] === single));
        if (phrase.length > 0 && alternatives.length > 0) rules.push({phrase, alternatives});
      }
    } else if ((hit.type === 'onewaysynonym' || hit.type === 'oneWaySynonym') && hit.input) {
      const phrase = wordsOf(hit.input);
      if (phrase.length > 0) rules.push({phrase, alternatives: oneWord(members)});
    }
  }
  return rules;
}

/** Rules by the first word of their phrase, so a query tries only the rules its words can start. */
type RuleTable = {rules: Rule[]; byFirstWord: Map<string, number[]>};

export function ruleTable(rules: Rule[]): RuleTable {
  const byFirstWord = new Map<string, number[]>();
  rules.forEach((rule, order) => {
    const first = rule.phrase[0]!;
    const list = byFirstWord.get(first);
    if (list) list.push(order);
    else byFirstWord.set(first, [order]);
  });
  return {rules, byFirstWord};
}

let docsRules: RuleTable | null = null;

const sameWord = (queryWord: string, phraseWord: string) =>
  queryWord === phraseWord || pluralForms(queryWord).includes(phraseWord);

/** The rules whose phrase may start at one of the words (each word, its singular or plural), in table order. */
function candidateRules(words: string[], {rules, byFirstWord}: RuleTable): Rule[] {
  const orders = new Set<number>();
  for (const word of words) {
    for (const form of [word, ...pluralForms(word)]) for (const order of byFirstWord.get(form) ?? []) orders.add(order);
  }
  return [...orders].sort((a, b) => a - b).map((order) => rules[order]!);
}

/**
 * The extra words each word of a query stands for: when a synonym's phrase
 * occurs in the query's words (in a row, plurals allowed, stop words
 * included), every word of the phrase also matches the phrase's
 * alternatives. Keyed by word, so callers may drop stop words afterwards.
 * Uses the site's synonyms unless `rules` are given.
 */
export function synonymAlternatives(words: string[], rules: RuleTable = (docsRules ??= ruleTable(compileSynonyms(DOCS_SYNONYMS)))): Map<string, string[]> {
  const found = new Map<string, Set<string>>();
  for (const {phrase, alternatives} of candidateRules(words, rules)) {
    for (let start = 0; start + phrase.length <= words.length; start++) {
      if (!phrase.every((word, offset) => sameWord(words[start + offset]!, word))) continue;
      for (let offset = 0; offset < phrase.length; offset++) {
        const word = words[start + offset]!;
        let set = found.get(word);
        if (!set) found.set(word, (set = new Set()));
        for (const alternative of alternatives) if (alternative !== word) set.add(alternative);
      }
    }
  }
  return new Map([...found].map(([word, set]) => [word, [...set]]));
}
