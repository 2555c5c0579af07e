import {describe, expect, it} from 'vitest';
import {cleanPathname} from '../cleanPathname';

describe('cleanPathname', () => {
  it.each([
    ['/cms/intro.html', '/cms/intro'],
    ['/cms/intro/index.html', '/cms/intro'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/cms/intro', '/cms/intro'],
    ['/cms/intro/', '/cms/intro/'],
    ['/cms/html-guide', '/cms/html-guide'],
  ])('%s → %s', (input, expected) => {
    expect(cleanPathname(input)).toBe(expected);
  });
});
