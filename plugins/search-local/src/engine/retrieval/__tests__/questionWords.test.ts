import {describe, expect, it} from 'vitest';
import {questionWords} from '../questionWords';

describe('questionWords', () => {
  it('keeps the words that say what a spoken question is about', () => {
    // "gets" is only the passive of "saved", as "get" is only the verb of "How do I get…".
    expect(questionWords('run some code right before an entry gets saved')).toEqual(['run', 'code', 'before', 'entry', 'saved']);
    expect(questionWords('How do I get the total number of entries?')).toEqual(['total', 'number', 'entries']);
    // "vs" would find "VS Code"; the comparison is the answer-type cue's to read.
    expect(questionWords('policy vs middleware')).toEqual(['policy', 'middleware']);
    // "ask for" only requests; the docs' "ask" is incidental ("unless they ask otherwise").
    expect(questionWords('How do I ask for Spanish content?')).toEqual(['spanish', 'content']);
  });
});
