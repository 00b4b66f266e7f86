import { describe, expect, it } from 'vitest';
import { addDays, dailyCronUtc, dayIn, daysBetween, zoneOffsetMinutes } from './marketplace-days';

describe('marketplace days', () => {
  it('puts an instant on its day in the zone', () => {
    expect(dayIn(new Date('2025-03-01T20:59:59.999Z'), 'Africa/Kampala')).toBe('2025-03-01');
    expect(dayIn(new Date('2025-03-01T21:00:00Z'), 'Africa/Kampala')).toBe('2025-03-02');
    expect(dayIn(new Date('2025-12-31T21:00:00Z'), 'Africa/Kampala')).toBe('2026-01-01');
    expect(dayIn(new Date('2025-03-01T02:00:00Z'), 'America/New_York')).toBe('2025-02-28');
  });

  it('counts days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(daysBetween('2025-03-02', '2025-03-01')).toEqual([]);
  });

  it('schedules 00:10 in the zone as a UTC cron', () => {
    expect(zoneOffsetMinutes('Africa/Kampala')).toBe(180);
    expect(dailyCronUtc('Africa/Kampala', 0, 10)).toBe('10 21 * * *');
    expect(dailyCronUtc('UTC', 0, 10)).toBe('10 0 * * *');
    expect(dailyCronUtc('Asia/Kolkata', 0, 10)).toBe('40 18 * * *');
    const winter = new Date('2025-01-15T12:00:00Z');
    expect(dailyCronUtc('America/New_York', 0, 10, winter)).toBe('10 5 * * *');
  });
});
