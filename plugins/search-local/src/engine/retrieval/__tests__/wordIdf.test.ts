import {describe, expect, it} from 'vitest';
import {wordIdf} from '../retrieveSections';

describe('word weights', () => {
  it('weighs every word a dozen sections or fewer hold alike, and a word no section holds in full', () => {
    expect(wordIdf(2000, 1)).toBe(wordIdf(2000, 10));
    expect(wordIdf(2000, 10)).toBeLessThan(Math.log(1 + 1990.5 / 10.5));
    expect(wordIdf(2000, 0)).toBeGreaterThan(wordIdf(2000, 1));
    expect(wordIdf(2000, 200)).toBeCloseTo(Math.log(1 + 1800.5 / 200.5));
  });
});
