/**
 * What kind of fact a question asks for: "which port" wants a number,
 * "which key" a code identifier, "what command" a command line, "which
 * URL" a path, "which regions" the list of choices, "the difference
 * between" a contrast. Sentences that carry that kind of fact make better
 * answers.
 */
export type AnswerCue = 'number' | 'identifier' | 'command' | 'url' | 'choices' | 'contrast';

const ASKS: Record<AnswerCue, RegExp> = {
  number: /\b(which|what)\s+(\w+\s+)?(port|version|number|size|limit|value|timeout)s?\b|\bhow\s+(many|long|much|big|often)\b|\bdefault\b|\bout of the box\b/i,
  identifier:
    /\b(which|what)\s+(\w+\s+)?(key|setting|option|variable|parameter|param|flag|property|field|header|attribute|method|function|hook|package|operator|event|file|folder|type)s?\b|\benv(ironment)? var(iable)?s?\b/i,
  command: /\b(which|what)\s+(\w+\s+)?(command|cli)s?\b|\bcommand\b|\bterminal\b|\bcli\b|\bshell\b/i,
  url: /\b(which|what)\s+(\w+\s+)?(url|endpoint|route|path|address)\b|\burl\b|\bendpoint\b/i,
  choices: /\b(which|what)\s+(\w+\s+){0,2}(regions|databases|providers|plans|options|values|languages|formats|parts|kinds|sorts|choices)\b|\bwhere in the world\b/i,
  contrast: /\bdiffer(ence|ences|ent)?\b|\bvs\.?\s|\bversus\b|\bcompared? (to|with)\b/i,
};

const CARRIES: Record<AnswerCue, RegExp> = {
  number: /\b\d+\b/,
  identifier:
    /\b[a-z]+[A-Z]\w*|\b[A-Za-z]+_[A-Za-z0-9_]+\b|\b[a-z]\w*\.[a-z]\w*|\w\[\w*\]|\$[a-z]+\b|\b\w+=|(^|\s)--?[a-z][\w-]*|@[a-z-]+\/[a-z-]+/,
  command: /\b(npx|npm|yarn|pnpm|docker)\s+\w|\bstrapi\s+[a-z][\w:-]*|(^|\s)--[a-z][\w-]*/,
  url: /(^|[\s(])\/[a-z:_*[]|https?:\/\/|localhost:\d+/i,
  choices: /\w[^,.:;]*,[^,.:;]+,?\s(or|and)\s\w/,
  contrast: /\b(while|whereas|unlike|differs?|difference|rather than)\b/i,
};

/** The kinds of fact a question asks for; empty when it asks none in particular. */
export function answerCues(question: string): AnswerCue[] {
  return (Object.keys(ASKS) as AnswerCue[]).filter((cue) => ASKS[cue].test(question));
}

/**
 * "How do I…" asks for a procedure, whose key is usually a parameter, an
 * option or a method: sentences that name one answer it better, though
 * less surely than for an explicit "which key".
 */
export function asksProcedure(question: string): boolean {
  return /^\s*how (do|can|should) (i|we|you)\b/i.test(question);
}

/** Whether a sentence carries a fact of that kind. */
export function carries(sentence: string, cue: AnswerCue): boolean {
  return CARRIES[cue].test(sentence);
}

/** Questions that ask for a procedure get a code example when the docs have one. */
export function asksHow(question: string): boolean {
  return /^\s*(how|show|write|create|add|configure|set ?up|install|enable|register|define|call|query|fetch)\b|\b(example|code|snippet|how (do|can|to|should))\b/i.test(
    question,
  );
}
