import { useMatches } from 'react-router';
import { notFoundAccess, type RouteAccess } from '@/app/routes';

/** The route handle every page route carries (see router.tsx). */
export interface RouteHandle {
  access: RouteAccess;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'access' in handle;

/** The access rules of the deepest matched route that has them. */
export function useRouteAccess(): RouteAccess {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.access;
  }
  return notFoundAccess;
}
