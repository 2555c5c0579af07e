import {describe, expect, it} from 'vitest';
import {bestFirst} from '../bestFirst';

/** A small deterministic generator, so that a failure can be replayed. */
function randomScores(count: number, seed: number): {id: number; score: number}[] {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  // Few distinct scores, so that ties (broken by id) are common.
  return Array.from({length: count}, (_, id) => ({id, score: Math.floor(next() * 20) / 4}));
}

const byScore = (a: {id: number; score: number}, b: {id: number; score: number}) => b.score - a.score || a.id - b.id;

describe('bestFirst', () => {
  it('gives the items in the order a full sort gives, ties included', () => {
    for (const [count, seed] of [[0, 1], [1, 2], [2, 3], [7, 4], [500, 5], [3001, 6]] as const) {
      const items = randomScores(count, seed);
      const sorted = [...items].sort(byScore);
      expect([...bestFirst([...items], byScore)]).toEqual(sorted);
    }
  });

  it('gives the first items without putting the rest in order', () => {
    const items = randomScores(1000, 7);
    const expected = [...items].sort(byScore).slice(0, 5);
    let compared = 0;
    const counting = (a: {id: number; score: number}, b: {id: number; score: number}) => (compared++, byScore(a, b));
    const first: {id: number; score: number}[] = [];
    for (const item of bestFirst(items, counting)) {
      first.push(item);
      if (first.length === 5) break;
    }
    expect(first).toEqual(expected);
    // The items not taken are the array's first ones, in some order.
    const rest = items.slice(0, items.length - first.length);
    const byId = (a: {id: number}, b: {id: number}) => a.id - b.id;
    expect([...rest, ...first].sort(byId)).toEqual(randomScores(1000, 7));
    // A full sort of 1,000 items compares about 10,000 times; building the heap and taking five, about 2,000.
    expect(compared).toBeLessThan(3000);
  });
});
