import {
  MAP_ZOOM_DEFAULT,
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
  MAP_ZOOM_SAVE_DELAY_MS,
  MAP_ZOOM_STORAGE_KEY,
  Messages,
} from '@afrinest/contract';

/** Limits a zoom level to the allowed range (SPEC §5: 1–20). */
export function clampZoom(n: number): number {
  if (Number.isNaN(n)) throw new Error(Messages.INVALID_ZOOM);
  return Math.min(MAP_ZOOM_MAX, Math.max(MAP_ZOOM_MIN, n));
}

/**
 * Reads a zoom level from anything (a number, or a numeric string as found in
 * localStorage) and clamps it. Anything that is not a number gives
 * 'Invalid zoom level' (SPEC §5): NaN, ±Infinity, null, booleans, and strings
 * that are empty or not numeric ("" would otherwise silently become 0).
 */
export function parseZoom(value: unknown): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value);
  else throw new Error(Messages.INVALID_ZOOM);
  if (!Number.isFinite(n)) throw new Error(Messages.INVALID_ZOOM);
  return clampZoom(n);
}

/** Storage access can throw (private mode, blocked cookies): the map must still work. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The remembered zoom, or the default (9) when nothing valid is stored. */
export function readStoredZoom(): number {
  try {
    const raw = storage()?.getItem(MAP_ZOOM_STORAGE_KEY);
    return raw == null ? MAP_ZOOM_DEFAULT : parseZoom(raw);
  } catch {
    return MAP_ZOOM_DEFAULT;
  }
}

export function writeStoredZoom(zoom: number): void {
  try {
    storage()?.setItem(MAP_ZOOM_STORAGE_KEY, String(clampZoom(zoom)));
  } catch {
    // Quota or privacy errors: remembering the zoom is a convenience, never a failure.
  }
}

export interface ZoomSaver {
  /** Saves `zoom` once no new zoom has arrived for the delay. */
  schedule(zoom: number): void;
  /** Saves a pending zoom now (the map is going away). */
  flush(): void;
  /** Drops a pending zoom without saving it. */
  cancel(): void;
}

/**
 * Debounces zoom saving (SPEC §9: saved after a 300 ms pause), so a pinch or a
 * scroll through ten levels writes storage once, not ten times.
 */
export function createZoomSaver(delayMs: number = MAP_ZOOM_SAVE_DELAY_MS): ZoomSaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: number | null = null;
  const save = () => {
    timer = undefined;
    if (pending !== null) writeStoredZoom(pending);
    pending = null;
  };
  return {
    schedule(zoom) {
      pending = zoom;
      clearTimeout(timer);
      timer = setTimeout(save, delayMs);
    },
    flush() {
      clearTimeout(timer);
      save();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}
