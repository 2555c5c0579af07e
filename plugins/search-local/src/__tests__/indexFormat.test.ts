import {describe, expect, it} from 'vitest';
import {HEADING_SLUG, isPackedIndexFile, packRecords, unpackRecords} from '../indexFormat';
import type {SearchRecord} from '../types';
import {sourceRecords} from '../indexer/sourceRecords';

const records = sourceRecords(
  [
    {permalink: '/cms/api/rest', title: 'REST API', body: 'Intro text.\n\n## Endpoints\n\nList of routes.\n\n### Get one\n\nGET /api/:id'},
    {permalink: '/cloud/intro', title: 'Strapi Cloud', body: 'Hosting for Strapi.\n\n## Plans\n\nFree and paid plans.'},
  ],
  'https://docs.example.com',
  'docs-default-current',
);

describe('packed index format', () => {
  it('gives back exactly the records it was given', () => {
    const file = JSON.parse(JSON.stringify(packRecords(records))) as unknown;
    expect(isPackedIndexFile(file)).toBe(true);
    expect(unpackRecords(file as ReturnType<typeof packRecords>)).toEqual(records);
  });

  it('stores each page and section once', () => {
    const file = packRecords(records);
    expect(file.pages.map(([path]) => path)).toEqual(['/cms/api/rest', '/cloud/intro']);
    expect(file.sections).toHaveLength(new Set(records.map((record) => record.url + JSON.stringify(record.hierarchy))).size);
    expect(JSON.stringify(file).length).toBeLessThan(JSON.stringify(records).length / 2);
  });

  it('spells out only the anchors that are not the slugs of their headings', () => {
    const base = records.find((record) => record.hierarchy.lvl2 === 'Endpoints')!;
    const section = (lvl2: string, anchor: string): SearchRecord => ({...base, anchor, url: `${base.url_without_anchor}#${anchor}`, hierarchy: {...base.hierarchy, lvl2}});
    const page = [
      records[0]!,
      section('Setup: step 1 (CLI)', 'setup-step-1-cli'),
      section('Setup: step 1 (CLI)', 'setup-step-1-cli-1'),
      section('Héllo wörld_x', 'héllo-wörld_x'),
      section('Options', 'custom-id'),
    ];
    const file = packRecords(page);
    expect(file.sections.map(([, anchor]) => anchor)).toEqual([null, HEADING_SLUG, HEADING_SLUG, HEADING_SLUG, 'custom-id']);
    const where = ({url, anchor, hierarchy}: SearchRecord) => ({url, anchor, hierarchy});
    expect(unpackRecords(JSON.parse(JSON.stringify(file)) as typeof file).map(where)).toEqual(page.map(where));
  });

  it('rejects files of another shape', () => {
    expect(isPackedIndexFile({version: 1, records: []})).toBe(false);
    expect(isPackedIndexFile(null)).toBe(false);
  });
});
