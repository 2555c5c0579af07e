import type {Source} from '@site/plugins/ask-ai/src/answer/types';

export type Feedback = 'up' | 'down' | null;

/** A finished exchange, as kept between visits. */
export type StoredTurn = {
  id: string;
  question: string;
  answer: string;
  sources: Source[];
  confident: boolean;
  feedback: Feedback;
};

const KEY = 'askAi.conversation';
const MAX_TURNS = 20;

function isSource(value: unknown): value is Source {
  const source = value as Source;
  return (
    typeof source === 'object' &&
    source !== null &&
    Number.isInteger(source.n) &&
    typeof source.title === 'string' &&
    (source.section === null || typeof source.section === 'string') &&
    typeof source.url === 'string' &&
    source.url.startsWith('/')
  );
}

function isTurn(value: unknown): value is StoredTurn {
  const turn = value as StoredTurn;
  return (
    typeof turn === 'object' &&
    turn !== null &&
    typeof turn.id === 'string' &&
    typeof turn.question === 'string' &&
    typeof turn.answer === 'string' &&
    typeof turn.confident === 'boolean' &&
    (turn.feedback === null || turn.feedback === 'up' || turn.feedback === 'down') &&
    Array.isArray(turn.sources) &&
    turn.sources.every(isSource)
  );
}

/** The saved conversation; anything unreadable counts as none, and is cleared. */
export function readConversation(): StoredTurn[] {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (raw === null) return [];
    const parsed = JSON.parse(raw) as unknown;
    if (Array.isArray(parsed) && parsed.every(isTurn)) return parsed.slice(-MAX_TURNS);
    window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked or corrupt: start a fresh conversation.
  }
  return [];
}

export function writeConversation(turns: StoredTurn[]): void {
  try {
    if (turns.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(turns.slice(-MAX_TURNS)));
  } catch {
    // Storage full or blocked: the conversation lasts until the page closes.
  }
}
