import {describe, expect, it} from 'vitest';
import {checkFeedbackPayload, cleanComment, COMMENT_MAX_LENGTH} from '../payload';

const valid = {page: '/cms/quick-start', helpful: false, reason: 'inaccurate', comment: 'Step 3 fails.', version: '6.3.1'};

describe('checkFeedbackPayload', () => {
  it('accepts what the widget sends, with or without a section', () => {
    expect(checkFeedbackPayload(valid)).toEqual({ok: true, payload: valid});
    const helpful = {page: '/whats-new', helpful: true, reason: null, comment: '', section: 'graphql-changes', version: '6.3.1'};
    expect(checkFeedbackPayload(helpful)).toEqual({ok: true, payload: helpful});
  });

  it.each([
    ['not an object', ['x'], /JSON object/],
    ['null', null, /JSON object/],
    ['an unknown field', {...valid, email: 'a@b.c'}, /Unknown field: email/],
    ['a page that is not a path', {...valid, page: 'https://evil.example/'}, /page/],
    ['a page with spaces', {...valid, page: '/cms/quick start'}, /page/],
    ['helpful as a string', {...valid, helpful: 'no'}, /helpful/],
    ['a reason when the page helped', {...valid, helpful: true}, /reason/],
    ['no reason when it did not', {...valid, reason: null}, /reason/],
    ['an invented reason', {...valid, reason: 'boring'}, /reason/],
    ['a comment that is too long', {...valid, comment: 'a'.repeat(COMMENT_MAX_LENGTH + 1)}, /comment/],
    ['a comment with control characters', {...valid, comment: 'a\u0000b'}, /control/],
    ['a comment that is not a string', {...valid, comment: 42}, /comment/],
    ['a section with spaces', {...valid, section: '<img src=x onerror=alert(1)>'}, /section/],
    ['no version', {...valid, version: undefined}, /version/],
  ])('rejects %s', (_name, body, error) => {
    const check = checkFeedbackPayload(body);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error).toMatch(error);
  });

  it('keeps HTML in a comment as plain text: escaping is the reader of the file’s job', () => {
    const comment = '<script>alert(1)</script>';
    expect(checkFeedbackPayload({...valid, comment})).toMatchObject({ok: true, payload: {comment}});
  });
});

describe('cleanComment', () => {
  it('drops control characters but keeps line breaks and tabs', () => {
    expect(cleanComment('  a\u0000b\u0007\n\tc  ')).toBe('ab\n\tc');
  });
});
