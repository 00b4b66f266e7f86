/** The sign-in route (SPEC §2), where a lost session sends the user. */
export const LOGIN_PATH = '/login';

/** True on the sign-in page itself, where sending the user "to /login" would only reload it. */
export const isLoginPath = (path: string): boolean => path.split(/[?#]/, 1)[0] === LOGIN_PATH;

/** Full page load on purpose: a lost session should drop every piece of in-memory state. */
export const browserNavigate = (path: string): void => window.location.assign(path);

export const browserCurrentPath = (): string => window.location.pathname + window.location.search;
