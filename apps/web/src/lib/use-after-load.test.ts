import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';

describe('useAfterLoad', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is false on first render and turns true once the page is idle after load', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { useAfterLoad } = await import('./use-after-load');

    const { result } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(1); // jsdom's document has loaded: it waits for an idle moment only

    idle[0]!();
    await waitFor(() => expect(result.current).toBe(true));
    // A screen mounted later does not wait again.
    expect(renderHook(() => useAfterLoad()).result.current).toBe(true);
  });

  it('waits for the load event when the document is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
    const { useAfterLoad } = await import('./use-after-load');

    const { result } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(result.current).toBe(true));
    vi.restoreAllMocks();
  });
});
