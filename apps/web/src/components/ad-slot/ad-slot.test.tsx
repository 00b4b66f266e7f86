import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ServedAd } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { photoOf } from '@/components/photo/photo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { AdSlot } = await import('./ad-slot');

const AD_ID = '7d1c7a52-3f0e-4b8e-9d6a-2c1b0a9f8e7d';
const served: NonNullable<ServedAd> = {
  id: AD_ID,
  slot: 'HOME_BANNER',
  image: photoOf(7, { width: 1200, height: 250 }),
  altText: 'Cement at factory prices',
  advertiser: 'Tororo Cement',
  clickUrl: `/api/ads/${AD_ID}/click`,
  impressionUrl: `/api/ads/${AD_ID}/impression`,
};

/**
 * happy-dom has no layout, so its IntersectionObserver never reports: this one reports what a
 * test says (`show(ratio)`), to every observer alive (near-viewport and impression ones alike).
 */
type Entry = { isIntersecting: boolean; intersectionRatio: number };
const realObserver = globalThis.IntersectionObserver;
let observers: { callback: (entries: Entry[]) => void; alive: boolean }[] = [];
class FakeObserver {
  private readonly own: (typeof observers)[number];
  constructor(callback: (entries: Entry[]) => void) {
    this.own = { callback, alive: true };
    observers.push(this.own);
  }
  observe() {}
  disconnect() {
    this.own.alive = false;
  }
}
const show = (ratio: number) =>
  act(() => {
    for (const o of observers.filter((o) => o.alive))
      o.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  });

let beacon: ReturnType<typeof vi.fn>;
beforeEach(() => {
  observers = [];
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  globalThis.IntersectionObserver = realObserver;
  Reflect.deleteProperty(navigator, 'sendBeacon');
  api.reset();
});
afterAll(() => api.close());

const adRequests = () => api.requests.filter((r) => r.path === '/api/ads');

describe('AdSlot', () => {
  test('reserves the slot box at its proportions and asks nothing until it nears the screen', async () => {
    api.on('GET /api/ads', { body: served });
    const { container } = render(<AdSlot slot="LISTING_SIDE" page="listing" region={null} />);
    const box = container.querySelector<HTMLElement>('[data-ad-slot="LISTING_SIDE"]')!;
    expect(box.style.aspectRatio).toBe('600 / 500');
    expect(screen.queryByRole('link')).toBeNull();
    // Give a request every chance to start: none may.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(adRequests()).toHaveLength(0);
  });

  test('near the screen: asks once with its context and shows the ad through our click URL', async () => {
    api.on('GET /api/ads', { body: served });
    const region = '5c2e8f3a-1b4d-4e6f-8a9b-0c1d2e3f4a5b';
    const { container } = render(<AdSlot slot="HOME_BANNER" page="home" region={region} />);
    show(0.1);
    const link = await screen.findByRole('link', { name: /Cement at factory prices/ });
    expect(link.getAttribute('href')).toBe(`${api.url}/api/ads/${AD_ID}/click`);
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Cement at factory prices' }).getAttribute('loading'),
    ).toBe('lazy');
    // The ad arrived inside the same reserved box.
    const box = container.querySelector<HTMLElement>('[data-ad-slot="HOME_BANNER"]')!;
    expect(box.style.aspectRatio).toBe('1200 / 250');
    show(0.2);
    expect(adRequests()).toHaveLength(1);
    const query = adRequests()[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ slot: 'HOME_BANNER', page: 'home', region });
  });

  test('counts one impression, only once at least half the ad is in view', async () => {
    api.on('GET /api/ads', { body: served });
    render(<AdSlot slot="HOME_BANNER" page="home" />);
    show(0.1);
    await screen.findByRole('link');
    show(0.3);
    expect(beacon).not.toHaveBeenCalled();
    // The ad's own observer starts in an effect after the link appears: show until it is there.
    await waitFor(() => {
      show(0.5);
      expect(beacon).toHaveBeenCalled();
    });
    show(0.9);
    show(0.6);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledWith(`${api.url}/api/ads/${AD_ID}/impression`);
  });

  test('without sendBeacon the impression is posted with a keepalive fetch', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    api.on('GET /api/ads', { body: served });
    api.on(`POST /api/ads/${AD_ID}/impression`, { status: 204 });
    render(<AdSlot slot="HOME_BANNER" page="home" />);
    show(0.1);
    await screen.findByRole('link');
    // The ad's own observer starts in an effect after the link appears: show until it is there.
    await waitFor(() => {
      show(0.75);
      expect(api.requests.filter((r) => r.path === `/api/ads/${AD_ID}/impression`)).toHaveLength(1);
    });
  });

  test.each([
    ['no ad (null)', { body: null }],
    ['a server error', { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } }],
    ['an answer of the wrong shape', { body: { id: AD_ID } }],
  ])('%s: the box stays quietly empty, no error shown', async (_, reply) => {
    api.on('GET /api/ads', reply);
    const { container } = render(<AdSlot slot="SEARCH_RESULTS" page="properties" />);
    show(0.1);
    await waitFor(() => expect(adRequests()).toHaveLength(1));
    // happy-dom lays nothing out: the box counts as in view, so it keeps its space (no shift).
    await waitFor(() => expect(container.querySelector('[data-ad-slot]')).toBeTruthy());
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.textContent).toBe('');
    expect(beacon).not.toHaveBeenCalled();
  });

  test('no ad for a box still below the screen: the box is given back', async () => {
    api.on('GET /api/ads', { body: null });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, window.innerHeight + 200, 400, 100),
    );
    const { container } = render(<AdSlot slot="PLOTS_PAGE" page="plots" />);
    show(0.1);
    await waitFor(() => expect(container.querySelector('[data-ad-slot]')).toBeNull());
    expect(container.firstElementChild?.hasAttribute('hidden')).toBe(true);
    vi.restoreAllMocks();
  });
});
