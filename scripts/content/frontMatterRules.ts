import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {DocFile} from './docFiles';
import {DOCS_DIR} from './docFiles';

/** Pages that render with no sidebar, as the reference outline says. */
export const STANDALONE_PAGES = new Set([
  'cms/community',
  'cms/faq',
  'cms/usage-information',
  'release-notes',
  'whats-new',
]);

export const SIDEBARS = new Set(['cmsSidebar', 'cloudSidebar']);

// Markers are matched in capitals only, so that "a todo app" stays legal.
const PLACEHOLDER_MARKERS = /\b(TODO|TBD|FIXME|XXX)\b/;
const PLACEHOLDER_PHRASES = /lorem ipsum|coming soon|content goes here|placeholder text/i;

export type TagDefinition = {label: string; permalink: string};

/** docs/tags.yml: each key is the label pages write in front matter. */
export function loadTags(file = path.join(DOCS_DIR, 'tags.yml')): Record<string, TagDefinition> {
  return yaml.load(fs.readFileSync(file, 'utf8')) as Record<string, TagDefinition>;
}

export function loadTagKeys(file?: string): Set<string> {
  return new Set(Object.keys(loadTags(file)));
}

/** Labels that differ only by case, punctuation or a plural ending: one concept written twice. */
export function nearDuplicateLabels(labels: string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const label of labels) {
    const key = label.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/(ies|es|s)$/, '');
    groups.set(key, [...(groups.get(key) ?? []), label]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

const MIN_QUESTIONS = 3;
const MAX_QUESTIONS = 6;
const MAX_QUESTION_LENGTH = 200;

/**
 * Problems of the `questions` list: the questions readers ask about the
 * page, in their words, which search and Ask AI index. Pages need 3 to 6;
 * snippets may have them, in the same form.
 */
export function questionProblems(questions: unknown, required: boolean): string[] {
  if (questions === undefined) return required ? [`\`questions\` must list ${MIN_QUESTIONS} to ${MAX_QUESTIONS} reader questions`] : [];
  if (!Array.isArray(questions) || questions.length < MIN_QUESTIONS || questions.length > MAX_QUESTIONS) {
    return [`\`questions\` must list ${MIN_QUESTIONS} to ${MAX_QUESTIONS} reader questions`];
  }
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const question of questions) {
    if (!isNonEmptyString(question) || !question.trim().endsWith('?') || question.length > MAX_QUESTION_LENGTH) {
      problems.push(`question "${String(question)}" must be a question of at most ${MAX_QUESTION_LENGTH} characters ending with "?"`);
      continue;
    }
    const key = question.toLowerCase().replace(/\s+/g, ' ').trim();
    if (seen.has(key)) problems.push(`question "${question}" is listed twice`);
    seen.add(key);
  }
  return problems;
}

/** Front matter problems of one page; an empty list means the page is fine. */
export function frontMatterProblems(doc: DocFile, tagKeys: Set<string>): string[] {
  if (doc.isPartial) return [];
  const fm = doc.frontMatter;
  const problems: string[] = [];
  if (!isNonEmptyString(fm.title)) problems.push('missing `title`');
  if (!isNonEmptyString(fm.description)) {
    problems.push('missing `description`');
  } else if (fm.description.length > 300) {
    problems.push('`description` is longer than 300 characters');
  }
  problems.push(...questionProblems(fm.questions, !doc.isSnippet));
  if (doc.isSnippet) return problems;

  const tags = fm.tags;
  if (!Array.isArray(tags) || tags.length < 2 || tags.length > 5) {
    problems.push('`tags` must list 2 to 5 tags');
  } else {
    for (const tag of tags) {
      if (typeof tag !== 'string' || !tagKeys.has(tag)) {
        problems.push(`tag "${String(tag)}" is not defined in docs/tags.yml`);
      }
    }
  }

  const standalone = STANDALONE_PAGES.has(doc.id);
  const sidebar = fm.displayed_sidebar;
  if (standalone && sidebar !== undefined) {
    problems.push('standalone pages render without a sidebar: remove `displayed_sidebar`');
  }
  if (!standalone && !(typeof sidebar === 'string' && SIDEBARS.has(sidebar))) {
    problems.push('`displayed_sidebar` must be cmsSidebar or cloudSidebar');
  }
  return problems;
}

/** Lines that still carry placeholder wording. */
export function placeholderLines(doc: DocFile): number[] {
  return doc.source
    .split('\n')
    .flatMap((line, index) =>
      PLACEHOLDER_MARKERS.test(line) || PLACEHOLDER_PHRASES.test(line) ? [index + 1] : [],
    );
}
