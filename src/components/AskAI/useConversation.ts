import {useCallback, useEffect, useRef, useState} from 'react';
import type {AnswerProvider, PastTurn} from '@site/plugins/ask-ai/src/answer/types';
import {AnswerError} from '@site/plugins/ask-ai/src/answer/corpus';
import {readConversation, writeConversation, type Feedback, type StoredTurn} from './conversationStorage';
import {TEXTS} from './texts';
import type {AskContext} from './askEvent';

export type TurnStatus = 'retrieving' | 'streaming' | 'done' | 'error';
/** A turn as shown; what it was asked about stays in memory, for retries, and is not stored. */
export type Turn = StoredTurn & {status: TurnStatus; error: string | null; context?: AskContext | null};

function errorMessage(error: unknown): string {
  if (error instanceof AnswerError) return error.message;
  return TEXTS.offline;
}

let nextId = 0;
const newId = () => `${Date.now().toString(36)}-${(nextId++).toString(36)}`;

/** A conversation with a provider: questions, streamed answers, retries and feedback, kept between visits. */
export function useConversation(provider: AnswerProvider) {
  const [turns, setTurns] = useState<Turn[]>(() =>
    readConversation().map((turn) => ({...turn, status: 'done', error: null})),
  );
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (turns.some((turn) => turn.status === 'retrieving' || turn.status === 'streaming')) return;
    writeConversation(
      turns
        .filter((turn) => turn.status === 'done')
        .map(({status: _status, error: _error, context: _context, ...stored}) => stored),
    );
  }, [turns]);

  useEffect(() => () => controller.current?.abort(), []);

  const update = useCallback((id: string, change: (turn: Turn) => Partial<Turn>) => {
    setTurns((current) => current.map((turn) => (turn.id === id ? {...turn, ...change(turn)} : turn)));
  }, []);

  const run = useCallback(
    async (id: string, question: string, history: PastTurn[], context: AskContext | null) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      update(id, () => ({status: 'retrieving', answer: '', sources: [], error: null}));
      try {
        const about = context ? {scope: context.scope, code: context.code} : {};
        for await (const event of provider.answer({question, history, signal: abort.signal, ...about})) {
          if (abort.signal.aborted) return;
          if (event.type === 'sources') {
            update(id, () => ({status: 'streaming', sources: event.sources, confident: event.confident}));
          } else {
            update(id, (turn) => ({status: 'streaming', answer: turn.answer + event.text}));
          }
        }
        update(id, () => ({status: 'done'}));
      } catch (error) {
        if (abort.signal.aborted) return;
        update(id, () => ({status: 'error', error: errorMessage(error)}));
      }
    },
    [provider, update],
  );

  const turnsRef = useRef(turns);
  turnsRef.current = turns;

  /** The finished exchanges before a turn, for follow-up questions. */
  const historyBefore = (id: string | null): PastTurn[] => {
    const all = turnsRef.current;
    const end = id === null ? all.length : all.findIndex((turn) => turn.id === id);
    return all
      .slice(0, end)
      .filter((turn) => turn.status === 'done')
      .map(({question, answer}) => ({question, answer}));
  };

  const ask = useCallback(
    (question: string, context: AskContext | null = null) => {
      const id = newId();
      const history = historyBefore(null);
      setTurns((current) => [
        ...current,
        {id, question, answer: '', sources: [], confident: false, feedback: null, status: 'retrieving', error: null, context},
      ]);
      void run(id, question, history, context);
    },
    [run],
  );

  const retry = useCallback(
    (id: string) => {
      const turn = turnsRef.current.find((candidate) => candidate.id === id);
      if (turn) void run(id, turn.question, historyBefore(id), turn.context ?? null);
    },
    [run],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    setTurns([]);
  }, []);

  const setFeedback = useCallback(
    (id: string, feedback: Feedback) => update(id, (turn) => ({feedback: turn.feedback === feedback ? null : feedback})),
    [update],
  );

  const busy = turns.some((turn) => turn.status === 'retrieving' || turn.status === 'streaming');
  return {turns, busy, ask, retry, reset, setFeedback};
}
