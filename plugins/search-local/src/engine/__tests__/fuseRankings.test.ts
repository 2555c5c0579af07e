import {describe, expect, it} from 'vitest';
import {buildInvertedIndex} from '../invertedIndex';
import {fuseRankings} from '../retrieval/fuseRankings';
import {INDEX_DEFAULTS, searchIndex} from '../searchIndex';
import {record} from './records';

const FUNCTIONS = '/cms/configurations/functions';
const CLI = '/cms/cli';

const records = [
  record({url: CLI, lvl1: 'Command line interface'}),
  record({url: `${CLI}#strapi-start`, lvl1: 'Command line interface', lvl2: 'Start the app', content: 'Starts the application in production mode without watching files.'}),
  record({url: FUNCTIONS, lvl1: 'Lifecycle functions'}),
  record({
    url: `${FUNCTIONS}#bootstrap`,
    lvl1: 'Lifecycle functions',
    lvl2: 'Bootstrap',
    content: 'Code in bootstrap runs once the app has started, before the server takes requests. Put code that seeds data there.',
  }),
];
const index = buildInvertedIndex(records);
const ALL = new Uint8Array(records.length).fill(1);
const positionOf = (url: string) => records.findIndex((candidate) => candidate.url.endsWith(url));
const urlsOf = (positions: number[]) => positions.map((position) => new URL(records[position]!.url).pathname + (records[position]!.anchor ? `#${records[position]!.anchor}` : ''));

describe('fusing the engine order with section retrieval', () => {
  it('puts the page about the whole question first, even when the engine ranked a heading match above it', () => {
    const engineOrder = [positionOf(`${CLI}#strapi-start`), positionOf(CLI), positionOf(`${FUNCTIONS}#bootstrap`), positionOf(FUNCTIONS)];
    const fused = fuseRankings(index, 'code that runs when the app has started', engineOrder, ALL);
    expect(urlsOf(fused)[0]).toBe(`${FUNCTIONS}#bootstrap`);
    expect([...fused].sort()).toEqual([...engineOrder].sort());
  });

  it('leads with one section per page before a second section of the first page', () => {
    const engineOrder = [positionOf(`${FUNCTIONS}#bootstrap`), positionOf(FUNCTIONS), positionOf(`${CLI}#strapi-start`), positionOf(CLI)];
    const fused = urlsOf(fuseRankings(index, 'code that runs when the app has started', engineOrder, ALL));
    expect(fused[0]).toBe(`${FUNCTIONS}#bootstrap`);
    expect(fused[1]!.startsWith(CLI)).toBe(true);
  });

  it('keeps the engine order when retrieval finds nothing', () => {
    const engineOrder = [positionOf(CLI), positionOf(FUNCTIONS)];
    expect(fuseRankings(index, 'zzzz qqqq', engineOrder, ALL)).toEqual(engineOrder);
  });

  it('adds a page about the question that the engine missed for lack of one word', () => {
    // The engine found only the CLI page: the functions page does not hold every word typed.
    const engineOrder = [positionOf(`${CLI}#strapi-start`), positionOf(CLI)];
    const fused = urlsOf(fuseRankings(index, 'code that runs when the app has started', engineOrder, ALL));
    expect(fused[0]).toBe(`${FUNCTIONS}#bootstrap`);
    expect(fused).toHaveLength(3);
  });

  it('adds no page the facet filters exclude', () => {
    const engineOrder = [positionOf(`${CLI}#strapi-start`), positionOf(CLI)];
    const onlyCli = Uint8Array.from(records, (candidate) => (candidate.url.includes(CLI) ? 1 : 0));
    expect(fuseRankings(index, 'code that runs when the app has started', engineOrder, onlyCli)).toEqual(engineOrder);
  });

  it('leaves one typed word to the engine, even one that splits into several terms', () => {
    const {hits} = searchIndex(index, {...INDEX_DEFAULTS, query: 'app.start'});
    expect(new URL(hits[0]!.url as string).hash).toBe('#strapi-start');
  });

  it('leaves one-word queries to the engine', () => {
    const {hits} = searchIndex(index, {...INDEX_DEFAULTS, query: 'start'});
    expect(new URL(hits[0]!.url as string).hash).toBe('#strapi-start');
  });
});
