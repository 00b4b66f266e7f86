import {
  SIGN_IN_POPUP,
  SOCIAL_SIGN_IN_MESSAGE,
  socialSignInMessageSchema,
} from '@afrinest/contract';
import { config } from '@/lib/config';

/** Where the popup starts: our API, which sends it on to the provider. */
export const socialStartUrl = (providerId: string) =>
  `${config.apiUrl}/api/auth/social/${encodeURIComponent(providerId)}`;

/**
 * Opens the provider's sign-in in a 500×600 popup (SPEC §9) centred on this window, and resolves
 * with what the popup's last page posts back (an error code, or null on success). Resolves
 * 'blocked' when the browser refused the popup, 'closed' when the person closed it.
 */
export function openSocialPopup(providerId: string): Promise<string | null | 'blocked' | 'closed'> {
  const { width, height } = SIGN_IN_POPUP;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    socialStartUrl(providerId),
    'afrinest-social-sign-in',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return Promise.resolve('blocked');
  return new Promise((resolve) => {
    const finish = (result: string | null | 'closed') => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      // Only our own page (same origin as this app) may say how it went.
      if (event.origin !== window.location.origin) return;
      const message = socialSignInMessageSchema.safeParse(event.data);
      if (!message.success) return;
      finish(message.data.ok ? null : (message.data.error ?? 'failed'));
    };
    window.addEventListener('message', onMessage);
    const watch = window.setInterval(() => {
      if (popup.closed) finish('closed');
    }, 500);
  });
}

/** Posted by the popup's last page (/auth-action?mode=socialSignIn) to the window that opened it. */
export function tellOpener(error: string | null): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return false;
  opener.postMessage(
    { type: SOCIAL_SIGN_IN_MESSAGE, ok: error === null, ...(error ? { error } : {}) },
    window.location.origin,
  );
  return true;
}
