import {describe, expect, it} from 'vitest';
import {listDocFiles} from '../docFiles';
import {loadTags, nearDuplicateLabels} from '../frontMatterRules';

const tags = loadTags();
const labels = Object.keys(tags);
const used = new Set(listDocFiles().flatMap((doc) => (Array.isArray(doc.frontMatter.tags) ? doc.frontMatter.tags : [])));

describe('docs/tags.yml', () => {
  it('keys each tag by the label pages write, with a slug permalink', () => {
    for (const [key, tag] of Object.entries(tags)) {
      expect(tag.label, key).toBe(key);
      expect(tag.permalink, key).toMatch(/^\/[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has one label per concept', () => {
    expect(nearDuplicateLabels(labels)).toEqual([]);
  });

  it('lists only tags that some page uses, 250 to 310 of them', () => {
    expect(labels.filter((label) => !used.has(label))).toEqual([]);
    expect(labels.length).toBeGreaterThanOrEqual(250);
    expect(labels.length).toBeLessThanOrEqual(310);
  });
});
