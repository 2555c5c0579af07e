import {describe, expect, it} from 'vitest';
import {withBadges} from '../sidebarBadges';

describe('withBadges', () => {
  it('turns true customProps into badge classes, also in nested categories', () => {
    const [doc, category, plain] = withBadges([
      {type: 'doc', id: 'a', customProps: {updated: true}},
      {
        type: 'category',
        label: 'C',
        className: 'category-x',
        customProps: {new: true},
        items: [{type: 'doc', id: 'b', customProps: {new: false, updated: false}}],
      },
      'c',
    ]) as [Record<string, unknown>, Record<string, unknown>, string];
    expect(doc.className).toBe('sidebar-badge sidebar-badge--updated');
    expect(category.className).toBe('category-x sidebar-badge sidebar-badge--new');
    expect((category.items as Record<string, unknown>[])[0]!.className).toBeUndefined();
    expect(plain).toBe('c');
  });
});
