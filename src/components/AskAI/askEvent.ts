import type {RetrievalScope} from '@site/plugins/search-local/src/engine/retrieval/retrieveSections';
import {MAX_QUESTION_LENGTH} from './openerTexts';

/** `window.dispatchEvent(new CustomEvent(ASK_AI_EVENT, {detail}))` opens Ask AI from anywhere. */
export const ASK_AI_EVENT = 'docs:ask-ai';

/** The event's detail, as other parts of the site send it. */
export type AskAIEventDetail = {question?: string; pagePath?: string; sectionId?: string; code?: string};

/** What a question is asked about: retrieval puts that page (and section) first; a model also sees the code. */
export type AskContext = {scope: RetrievalScope; code?: string; label: string};

/** A validated request to open the dialog; `id` changes with every event, so a repeated one prefills again. */
export type AskRequest = {id: number; question: string; context: AskContext | null};

const MAX_CODE_LENGTH = 10_000;
let nextId = 0;

/** A heading's words, without the zero-width space of its anchor link. */
export function headingText(heading: Element | null): string {
  return heading?.textContent?.replace(/\u200B/g, '').trim() ?? '';
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** The page's own title when the event is about the current page, otherwise its path. */
function pageLabel(pagePath: string): string {
  const here = window.location.pathname.replace(/\/$/, '') === pagePath.replace(/\/$/, '');
  const title = here ? headingText(document.querySelector('article h1, header h1')) : null;
  return title || pagePath;
}

/** Reads an event's detail defensively: anything malformed is dropped, never thrown on. */
export function askRequestOf(detail: unknown): AskRequest {
  const raw = (typeof detail === 'object' && detail !== null ? detail : {}) as Record<string, unknown>;
  const pagePath = text(raw.pagePath, 300);
  const validPath = pagePath && pagePath.startsWith('/') ? pagePath : undefined;
  const sectionId = validPath ? text(raw.sectionId, 200) : undefined;
  const code = text(raw.code, MAX_CODE_LENGTH);
  const section = sectionId ? headingText(document.getElementById(sectionId)) : null;
  const context: AskContext | null = validPath
    ? {scope: {pagePath: validPath, sectionId}, code, label: section || pageLabel(validPath)}
    : null;
  return {id: nextId++, question: text(raw.question, MAX_QUESTION_LENGTH) ?? '', context};
}
