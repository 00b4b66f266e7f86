import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRouteObjects } from '@/app/router';
import { setServerConfig, type RuntimeConfig } from '@/lib/config';
import { recordDrawnText, type DrawnText } from '@/lib/drawn-text';
import { setServerAnswers, type EmbeddedData } from '@/lib/embedded-answers';
import { HydrationBoundary } from '@/lib/use-hydrated';

/**
 * The public pages drawn on the web server (ADR 0026): the page's HTML from the same components
 * and the same API answers the browser then hydrates, so a phone on a slow network sees the
 * listings before the app's JavaScript has arrived. Built by `vite build --ssr` into dist-ssr and
 * loaded by server/web-server.ts.
 *
 * `url` is the page's full address; `answers` are the API answers embedded in the page
 * (server/initial-data.ts). Returns the page's HTML and the texts formatted while drawing it
 * (prices, areas, counts: src/lib/drawn-text.ts, ADR 0028), for the page to embed; null when
 * the address is not a page to draw here.
 */
export async function render(
  url: string,
  runtime: RuntimeConfig,
  answers: EmbeddedData,
): Promise<{ html: string; text: DrawnText } | null> {
  // The config first: the route objects name the product in their error screen.
  setServerConfig(runtime);
  const handler = createStaticHandler(createRouteObjects());
  // Loads the page's own module (its lazy route), as the browser does before it hydrates.
  const context = await handler.query(new Request(url));
  // A redirect, or a page module that failed to load: the browser draws it, as without this.
  if (context instanceof Response || context.errors) return null;
  // Again after the await: the config and answers are this render's (renderToString is one
  // synchronous pass, so no other request's render can interleave from here on).
  setServerConfig(runtime);
  setServerAnswers(answers);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result: html, text } = recordDrawnText(() =>
    renderToString(
      <StrictMode>
        <HydrationBoundary hydrating>
          <AppProviders queryClient={createQueryClient()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </HydrationBoundary>
      </StrictMode>,
    ),
  );
  return { html, text };
}
