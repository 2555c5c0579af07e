import {useMemo, useSyncExternalStore} from 'react';

/**
 * The reader's answer per page, kept in localStorage so the widget can thank
 * them instead of asking again. Everything read back is checked: another
 * version of the site, an extension or a hand edit may have left anything
 * under the key, and storage itself may throw (private modes, blocked
 * cookies). A bad value is treated as no answer.
 */

export const STORAGE_KEY = 'pageFeedback';
/** Oldest answers are dropped beyond this many pages. */
const MAX_PAGES = 200;

export type StoredAnswer = {helpful: boolean; /** When it was sent, in ms since the epoch. */ at: number};
type StoredAnswers = Record<string, StoredAnswer>;

function isAnswer(value: unknown): value is StoredAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const {helpful, at} = value as Record<string, unknown>;
  return typeof helpful === 'boolean' && typeof at === 'number' && Number.isFinite(at) && at > 0;
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Valid answers in a stored value; anything else in it is dropped. */
export function parseAll(raw: string | null): StoredAnswers {
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const answers: StoredAnswers = {};
    for (const [page, answer] of Object.entries(parsed)) {
      if (page.startsWith('/') && isAnswer(answer)) answers[page] = {helpful: answer.helpful, at: answer.at};
    }
    return answers;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab answering shows here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored answer for a page; `null` on the server and before hydration, when there is none, or when storage fails. */
export function useStoredAnswer(page: string): StoredAnswer | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  // Keys all start with "/", so no inherited property can answer.
  return useMemo(() => parseAll(raw)[page] ?? null, [raw, page]);
}

/** Remembers an answer; a storage that refuses it only costs the memory. */
export function saveAnswer(page: string, answer: StoredAnswer): void {
  const kept = Object.entries(parseAll(readRaw()))
    .filter(([key]) => key !== page)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_PAGES - 1);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([[page, answer], ...kept])));
    listeners.forEach((listener) => listener());
  } catch {
    // Private modes and full or blocked storage: the widget still thanks the reader for this visit.
  }
}
