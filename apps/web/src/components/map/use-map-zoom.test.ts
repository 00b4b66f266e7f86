import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_STORAGE_KEY, Messages } from '@afrinest/contract';
import { useMapZoom } from './use-map-zoom';

describe('useMapZoom', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at the default zoom when nothing is stored', () => {
    const { result } = renderHook(() => useMapZoom());
    expect(result.current.zoom).toBe(MAP_ZOOM_DEFAULT);
  });

  it('restores the stored zoom', () => {
    localStorage.setItem(MAP_ZOOM_STORAGE_KEY, '15');
    const { result } = renderHook(() => useMapZoom());
    expect(result.current.zoom).toBe(15);
  });

  it('falls back to the default for a bad stored value', () => {
    localStorage.setItem(MAP_ZOOM_STORAGE_KEY, 'banana');
    const { result } = renderHook(() => useMapZoom());
    expect(result.current.zoom).toBe(MAP_ZOOM_DEFAULT);
  });

  it('updates at once, clamps, and saves after the 300 ms pause', () => {
    const { result } = renderHook(() => useMapZoom());
    act(() => result.current.setZoom(12));
    act(() => result.current.setZoom(25));
    expect(result.current.zoom).toBe(20);
    act(() => vi.advanceTimersByTime(299));
    expect(localStorage.getItem(MAP_ZOOM_STORAGE_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(localStorage.getItem(MAP_ZOOM_STORAGE_KEY)).toBe('20');
  });

  it('rejects a non-number zoom', () => {
    const { result } = renderHook(() => useMapZoom());
    expect(() => result.current.setZoom('abc')).toThrow(Messages.INVALID_ZOOM);
    expect(result.current.zoom).toBe(MAP_ZOOM_DEFAULT);
  });

  it('saves a pending zoom when the map goes away', () => {
    const { result, unmount } = renderHook(() => useMapZoom());
    act(() => result.current.setZoom(4));
    unmount();
    expect(localStorage.getItem(MAP_ZOOM_STORAGE_KEY)).toBe('4');
  });
});
