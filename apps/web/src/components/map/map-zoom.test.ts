import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_STORAGE_KEY, Messages } from '@afrinest/contract';
import { clampZoom, createZoomSaver, parseZoom, readStoredZoom, writeStoredZoom } from './map-zoom';

describe('clampZoom', () => {
  it('keeps the zoom within 1–20', () => {
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(-3)).toBe(1);
    expect(clampZoom(1)).toBe(1);
    expect(clampZoom(9)).toBe(9);
    expect(clampZoom(20)).toBe(20);
    expect(clampZoom(21)).toBe(20);
  });

  it('rejects NaN', () => {
    expect(() => clampZoom(Number.NaN)).toThrow(Messages.INVALID_ZOOM);
  });
});

describe('parseZoom', () => {
  it('accepts numbers and numeric strings, clamped', () => {
    expect(parseZoom(12)).toBe(12);
    expect(parseZoom('7')).toBe(7);
    expect(parseZoom(' 13.5 ')).toBe(13.5);
    expect(parseZoom(99)).toBe(20);
    expect(parseZoom('0')).toBe(1);
  });

  it.each([
    Number.NaN,
    'abc',
    '12abc',
    '',
    '   ',
    null,
    undefined,
    true,
    {},
    [],
    Infinity,
    'Infinity',
  ])("throws 'Invalid zoom level' for %j", (value) => {
    expect(() => parseZoom(value)).toThrow(new Error('Invalid zoom level'));
  });
});

describe('stored zoom', () => {
  it('falls back to the default when nothing or junk is stored', () => {
    expect(readStoredZoom()).toBe(MAP_ZOOM_DEFAULT);
    localStorage.setItem(MAP_ZOOM_STORAGE_KEY, 'not-a-number');
    expect(readStoredZoom()).toBe(MAP_ZOOM_DEFAULT);
    localStorage.setItem(MAP_ZOOM_STORAGE_KEY, 'null');
    expect(readStoredZoom()).toBe(MAP_ZOOM_DEFAULT);
  });

  it('reads back a stored zoom, clamped', () => {
    writeStoredZoom(14);
    expect(localStorage.getItem(MAP_ZOOM_STORAGE_KEY)).toBe('14');
    expect(readStoredZoom()).toBe(14);
    localStorage.setItem(MAP_ZOOM_STORAGE_KEY, '42');
    expect(readStoredZoom()).toBe(20);
  });
});

describe('createZoomSaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves only after a 300 ms pause, and only the last zoom', () => {
    const saver = createZoomSaver();
    saver.schedule(10);
    vi.advanceTimersByTime(200);
    saver.schedule(11);
    vi.advanceTimersByTime(299);
    expect(localStorage.getItem(MAP_ZOOM_STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(localStorage.getItem(MAP_ZOOM_STORAGE_KEY)).toBe('11');
  });

  it('flush saves a pending zoom at once; cancel drops it', () => {
    const saver = createZoomSaver();
    saver.schedule(5);
    saver.flush();
    expect(localStorage.getItem(MAP_ZOOM_STORAGE_KEY)).toBe('5');
    saver.schedule(6);
    saver.cancel();
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem(MAP_ZOOM_STORAGE_KEY)).toBe('5');
  });
});
