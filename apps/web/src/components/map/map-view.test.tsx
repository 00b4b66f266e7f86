import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MAP_ZOOM_STORAGE_KEY } from '@afrinest/contract';
import { DEFAULT_COUNTRY_OUTLINE } from './country-outline';
import { MapView } from './map-view';

const markers = [
  { id: 'm1', lat: 0.35, lng: 32.58, label: 'Kampala villa' },
  { id: 'm2', lat: 0.05, lng: 32.46, label: 'Entebbe plot' },
];

function tiles(container: HTMLElement) {
  return Array.from(container.querySelectorAll<HTMLImageElement>('img.leaflet-tile'));
}

describe('MapView', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows markers, zoom controls and the attribution', () => {
    render(<MapView markers={markers} label="Properties map" />);
    expect(screen.getByRole('region', { name: 'Properties map' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kampala villa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entebbe plot' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toBeTruthy();
  });

  it('loads tiles from the given URL at the remembered zoom', () => {
    localStorage.setItem(MAP_ZOOM_STORAGE_KEY, '12');
    const { container } = render(<MapView markers={[]} tileUrl="/tiles/{z}/{x}/{y}.png" />);
    expect(tiles(container).length).toBeGreaterThan(0);
    expect(tiles(container)[0]!.getAttribute('src')).toMatch(/^\/tiles\/12\//);
  });

  it('shows a small notice instead of broken tiles when they cannot load, keeping markers', () => {
    const { container } = render(<MapView markers={markers} />);
    expect(screen.queryByText('Map tiles unavailable offline')).toBeNull();
    const tile = tiles(container)[0]!;
    act(() => {
      fireEvent.error(tile);
    });
    expect(screen.getByRole('status').textContent).toBe('Map tiles unavailable offline');
    expect(tile.getAttribute('src')).toMatch(/^data:image\/gif/);
    expect(screen.getByRole('button', { name: 'Kampala villa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toBeTruthy();
  });

  it('draws the country outline on a plain background when tiles fail, markers still usable', () => {
    const onSelect = vi.fn();
    const { container } = render(
      <MapView markers={markers} zoom={7} onMarkerSelect={onSelect} label="Properties map" />,
    );
    const outline = () => container.querySelector('.map-country-outline');
    expect(outline()).toBeNull();
    act(() => {
      fireEvent.error(tiles(container)[0]!);
    });
    // The failed tile's stand-in loading is no tile back: the fallback stays.
    act(() => {
      fireEvent.load(tiles(container)[0]!);
    });
    // A filled shape under the markers, which stay buttons that select.
    expect(outline()?.getAttribute('fill')).toBe('#fafaf9');
    expect(screen.getByRole('status').textContent).toBe('Map tiles unavailable offline');
    fireEvent.click(screen.getByRole('button', { name: 'Entebbe plot' }));
    expect(onSelect).toHaveBeenCalledWith('m2');
  });

  it('outlines Uganda, the default country: Kampala and Gulu inside, Nairobi and Kigali not', () => {
    const inside = ([lat, lng]: [number, number]) => {
      // Ray casting along the parallel: an odd number of crossings is inside.
      let odd = false;
      const ring = DEFAULT_COUNTRY_OUTLINE;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [yi, xi] = ring[i] as [number, number];
        const [yj, xj] = ring[j] as [number, number];
        if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) odd = !odd;
      }
      return odd;
    };
    expect(
      [
        [0.3476, 32.5825],
        [2.78, 32.3],
        [-0.607, 30.654],
      ].map((p) => inside(p as [number, number])),
    ).toEqual([true, true, true]);
    expect(
      [
        [-1.286, 36.817],
        [-1.944, 30.061],
        [4.85, 31.58],
      ].map((p) => inside(p as [number, number])),
    ).toEqual([false, false, false]);
  });

  it('remembers the zoom after the user zooms', async () => {
    vi.useFakeTimers();
    render(<MapView markers={[]} />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(localStorage.getItem(MAP_ZOOM_STORAGE_KEY)).toBe('10');
  });

  it('a map of one place starts at its own zoom and leaves the remembered one alone', () => {
    vi.useFakeTimers();
    localStorage.setItem(MAP_ZOOM_STORAGE_KEY, '9');
    const { container } = render(
      <MapView markers={markers.slice(0, 1)} zoom={16} tileUrl="/tiles/{z}/{x}/{y}.png" />,
    );
    expect(tiles(container)[0]!.getAttribute('src')).toMatch(/^\/tiles\/16\//);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(localStorage.getItem(MAP_ZOOM_STORAGE_KEY)).toBe('9');
  });
});
