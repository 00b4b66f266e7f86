import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRouteObjects } from '@/app/router';
import { HydrationBoundary } from '@/lib/use-hydrated';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

/**
 * The lazy routes of this address, loaded before the router starts: hydration must draw the page
 * at once, as the server did, not the loading state while its module arrives (the HTML preloads
 * it, so this waits for little).
 */
async function loadRoutesOf(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Marks the page as taken over by React (`#root[data-ready]`) once the first render is on screen
 * and its effects have run: the browser journeys wait for it before they click.
 */
function MarkReady({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

async function start(root: HTMLElement) {
  const routes = createRouteObjects();
  // The web server drew this page (ADR 0026): React takes over its HTML instead of drawing it
  // again. Anywhere else the static shell from index.html stays until the first render.
  const drawnOnServer = root.dataset.rendered === 'server';
  if (drawnOnServer) await loadRoutesOf(routes);
  const markReady = () => {
    root.dataset.ready = 'true';
  };
  const app = (
    <StrictMode>
      <MarkReady onReady={markReady}>
        <HydrationBoundary hydrating={drawnOnServer}>
          <AppProviders>
            <RouterProvider router={createBrowserRouter(routes)} />
          </AppProviders>
        </HydrationBoundary>
      </MarkReady>
    </StrictMode>
  );
  // A transition: React works in slices and lets the phone breathe in between (Total Blocking
  // Time), while what is on screen stays.
  startTransition(() => {
    if (drawnOnServer)
      hydrateRoot(root, app, {
        // React drew the page again itself: the visitor sees the same page, a little later. Kept
        // on the element too, so the journeys can tell (e2e/journeys/server-rendering.test.ts).
        onRecoverableError(error) {
          root.dataset.hydration = 'redrawn';
          console.warn('The page from the server was drawn again in the browser:', error);
        },
      });
    else createRoot(root).render(app);
  });
}

void start(container);
