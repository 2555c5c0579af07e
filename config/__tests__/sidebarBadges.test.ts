import {describe, expect, it} from 'vitest';
import {withBadges} from '../sidebarBadges';

describe('withBadges', () => {
  it('turns true customProps of pages into badge classes, also inside categories', () => {
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
    // Categories keep their own class: their caret uses the badge's pseudo-element.
    expect(category.className).toBe('category-x');
    expect((category.items as Record<string, unknown>[])[0]!.className).toBeUndefined();
    expect(plain).toBe('c');
  });
});
