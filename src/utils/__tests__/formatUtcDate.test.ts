import {describe, expect, it} from 'vitest';
import {formatUtcDate} from '../formatUtcDate';

const intl = new Intl.DateTimeFormat('en-US', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

describe('formatUtcDate', () => {
  it('writes dates as en-US Intl does, in UTC', () => {
    expect(formatUtcDate(new Date('2026-11-27T05:09:26Z'))).toBe('Nov 27, 2026');
    // Just before midnight UTC stays on that day whatever the machine's time zone.
    expect(formatUtcDate(new Date('2025-01-31T23:59:59Z'))).toBe('Jan 31, 2025');
  });

  it('agrees with Intl on every day of four years', () => {
    const day = 24 * 60 * 60 * 1000;
    for (let time = Date.UTC(2023, 0, 1, 12); time < Date.UTC(2027, 0, 1); time += day) {
      const date = new Date(time);
      expect(formatUtcDate(date)).toBe(intl.format(date));
    }
  });
});
