import { useState } from 'react';
import type { PhotoViewer as PhotoViewerComponent } from './photo-viewer';

type ViewerModule = { PhotoViewer: typeof PhotoViewerComponent };
let viewerModule: Promise<ViewerModule> | undefined;

/**
 * The full-screen viewer's code, fetched once: when the visitor points at or focuses a way in
 * (so it is usually there by the click), else on the first open. Never with the page (150 KB
 * budget). A failed fetch is forgotten, so the next try fetches again.
 */
export function loadPhotoViewer(): Promise<ViewerModule> {
  viewerModule ??= import('./photo-viewer').catch((error: unknown) => {
    viewerModule = undefined;
    throw error;
  });
  return viewerModule;
}

export type ViewerState =
  | { kind: 'closed' }
  | { kind: 'opening'; at: number }
  | { kind: 'open'; at: number; Viewer: typeof PhotoViewerComponent }
  | { kind: 'failed' };

/** Opens the viewer on a photo, fetching its code first when needed. */
export function usePhotoViewer() {
  const [state, setState] = useState<ViewerState>({ kind: 'closed' });
  return {
    state,
    open(at: number) {
      setState({ kind: 'opening', at });
      loadPhotoViewer().then(
        (m) =>
          // Only if the visitor is still waiting for it.
          setState((s) => (s.kind === 'opening' ? { kind: 'open', at, Viewer: m.PhotoViewer } : s)),
        () => setState({ kind: 'failed' }),
      );
    },
    close: () => setState({ kind: 'closed' }),
  };
}
