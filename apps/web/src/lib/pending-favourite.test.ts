import { describe, expect, test } from 'vitest';
import { createPendingFavourite } from './pending-favourite';
import { createSafeStore } from './storage';

const memory = () => {
  const data = new Map<string, string>();
  return createSafeStore(() => ({
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }));
};

describe('the heart waiting for a sign-in', () => {
  test('is handed over once', () => {
    const pending = createPendingFavourite(memory());
    pending.set('listing-1');
    expect(pending.peek()).toBe('listing-1');
    expect(pending.take()).toBe('listing-1');
    expect(pending.take()).toBeNull();
  });

  test('is forgotten after a day', () => {
    let now = Date.parse('2026-11-20T10:00:00Z');
    const pending = createPendingFavourite(memory(), () => now);
    pending.set('listing-1');
    now += 25 * 60 * 60 * 1000;
    expect(pending.take()).toBeNull();
  });
});
