import { startTransition, useEffect, useState } from 'react';

/** The longest the page waits for an idle moment after `load` before starting deferred work. */
export const AFTER_LOAD_IDLE_TIMEOUT_MS = 2_000;

let settled = false;
let started = false;
const listeners = new Set<() => void>();

function settle() {
  settled = true;
  for (const listener of listeners) listener();
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(settle, { timeout: AFTER_LOAD_IDLE_TIMEOUT_MS });
    else setTimeout(settle, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
  };
}

/**
 * False until the page has loaded and the main thread has had an idle moment, then true for the
 * rest of the visit. Work the first screen does not need (the website state poll, analytics, the
 * place search's code) waits for it, so on a slow phone it does not compete with the page's own
 * scripts, data and largest photo for the network and the CPU.
 */
export function useAfterLoad(): boolean {
  // False on the server and in hydration (`settled` is false until the page has loaded). The
  // change comes as a transition: the screens it starts (the website state, the place search)
  // render in slices, not in one long task when the phone should be answering its user.
  const [now, setNow] = useState(settled);
  useEffect(() => {
    if (now) return;
    const turn = () => startTransition(() => setNow(true));
    const unsubscribe = subscribe(turn);
    if (settled) turn();
    return unsubscribe;
  }, [now]);
  return now;
}
