import {describe, expect, it} from 'vitest';
import {isPackedIndexFile, packRecords, unpackRecords} from '../indexFormat';
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

  it('rejects files of another shape', () => {
    expect(isPackedIndexFile({version: 1, records: []})).toBe(false);
    expect(isPackedIndexFile(null)).toBe(false);
  });
});
