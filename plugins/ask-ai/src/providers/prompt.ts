import type {InvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import type {ScoredSection} from '@site/plugins/search-local/src/engine/retrieval/retrieveSections';
import {markInlineCode} from '../answer/inlineCode';
import {sourceLabel, type PastTurn, type Source} from '../answer/types';

export type ChatMessage = {role: 'system' | 'user' | 'assistant'; content: string};

const MAX_SECTION_CHARS = 1500;

const INSTRUCTIONS = [
  'You answer questions about Strapi 5 and Strapi Cloud for developers and administrators.',
  'Use only the numbered documentation sections below.',
  'After every sentence, cite the section it comes from by its number in brackets, like [1].',
  'If the sections do not answer the question, say that the documentation does not cover it.',
  'Put code in fenced code blocks with a language.',
].join(' ');

function sectionText(index: InvertedIndex, scored: ScoredSection): string {
  const text = scored.section.records
    .flatMap((position) => {
      const {content, codeSpans = []} = index.records[position]!;
      return content ? [markInlineCode(content, codeSpans)] : [];
    })
    .join('\n');
  return text.length > MAX_SECTION_CHARS ? `${text.slice(0, MAX_SECTION_CHARS)}…` : text;
}

const MAX_CODE_CHARS = 4000;

/** The question, with the code block it is about when there is one. */
function questionText(question: string, code: string | undefined): string {
  if (!code) return question;
  const shown = code.length > MAX_CODE_CHARS ? `${code.slice(0, MAX_CODE_CHARS)}\n…` : code;
  return `${question}\n\nThe code I am asking about, from the first section:\n\`\`\`\n${shown}\n\`\`\``;
}

/** The chat messages for a question: instructions with the numbered sections, the conversation, the question. */
export function buildMessages(
  index: InvertedIndex,
  sections: ScoredSection[],
  sources: Source[],
  history: PastTurn[],
  question: string,
  code?: string,
): ChatMessage[] {
  const context = sources
    .map((source, i) => `[${source.n}] ${sourceLabel(source)} (${source.url})\n${sectionText(index, sections[i]!)}`)
    .join('\n\n');
  return [
    {role: 'system', content: `${INSTRUCTIONS}\n\n${context}`},
    ...history.flatMap((turn): ChatMessage[] => [
      {role: 'user', content: turn.question},
      {role: 'assistant', content: turn.answer},
    ]),
    {role: 'user', content: questionText(question, code)},
  ];
}
