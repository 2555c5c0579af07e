import {describe, expect, it} from 'vitest';
import {safeHighlight} from '../safeHighlight';

describe('safeHighlight', () => {
  it('keeps mark tags and escapes every other tag', () => {
    expect(safeHighlight('<mark>Populate</mark> <img src=x onerror=alert(1)>')).toBe(
      '<mark>Populate</mark> &lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('leaves text the backend already escaped as it is', () => {
    expect(safeHighlight('Is &lt;script&gt; <mark>escaped</mark>? A &amp; B')).toBe(
      'Is &lt;script&gt; <mark>escaped</mark>? A &amp; B',
    );
  });

  it('escapes a bare ampersand and quotes', () => {
    expect(safeHighlight('R&D "x"')).toBe('R&amp;D &quot;x&quot;');
  });
});
