import { useCallback, useEffect, useState } from 'react';
import { createZoomSaver, parseZoom, readStoredZoom } from './map-zoom';

export interface MapZoom {
  /** The current zoom, restored from localStorage on first render. */
  zoom: number;
  /** Sets the zoom (clamped to 1–20); throws 'Invalid zoom level' for a non-number. */
  setZoom: (value: unknown) => void;
}

/** Map zoom that is remembered between visits (SPEC §2 "Map: zoom is adjustable and remembered"). */
export function useMapZoom(): MapZoom {
  const [zoom, setZoomState] = useState(readStoredZoom);
  const [saver] = useState(() => createZoomSaver());

  const setZoom = useCallback(
    (value: unknown) => {
      const next = parseZoom(value);
      setZoomState(next);
      saver.schedule(next);
    },
    [saver],
  );

  // Leaving the page inside the 300 ms pause would lose the last zoom: save it on the way out.
  useEffect(() => () => saver.flush(), [saver]);

  return { zoom, setZoom };
}
