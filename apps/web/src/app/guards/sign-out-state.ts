/**
 * Set while a sign-out takes the person home. The signed-in page being left may render again,
 * signed out, before the home page commits (the navigation renders in a transition and may wait
 * for the home page's code; the sign-out does not wait): its guard must then hold off, not send
 * them to /login. Cleared once the home page is on screen (AccessGate), or after a while in any
 * case so a failed navigation cannot leave guards holding off.
 */
const HOLD_OFF_MS = 30_000;
let target: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

export const signOutState = {
  start(to: string) {
    target = to;
    clearTimeout(timer);
    timer = setTimeout(() => (target = null), HOLD_OFF_MS);
  },
  /** The page on screen now: the sign-out is over once it is the one it was heading for. */
  arrived(path: string) {
    if (target !== null && path === target) {
      target = null;
      clearTimeout(timer);
    }
  },
  isLeaving: () => target !== null,
};
