import type { Config } from '../../config';
import { socialProvidersOf, type Identity } from '../../platform/auth/identity';
import type { WebsiteStateService } from '../website-state/website-state.service';

/**
 * Social sign-in in a popup: our start route asks better-auth for the provider's address (and
 * the state cookie that ties the callback to this browser), the provider sends the browser back
 * to the callback path, better-auth opens a session (cookie) and sends the popup to the web
 * app's /auth-action?mode=socialSignIn, which tells the opener; the SPA then renews its bearer
 * from the cookie (POST /api/auth/refresh) like after any sign-in.
 */
export function createSocialService(deps: {
  identity: Identity;
  config: Config;
  websiteState: WebsiteStateService;
}) {
  const { identity, config, websiteState } = deps;
  const providers = socialProvidersOf(config);
  const done = `${config.WEB_URL}/auth-action?mode=socialSignIn`;
  const failed = (error: string) => `${done}&error=${encodeURIComponent(error)}`;

  return {
    providers: () => ({ social: providers }),
    isConfigured: (id: string) => providers.some((p) => p.id === id),

    /** Where to send the popup: the provider's sign-in page, or back to the app with an error. */
    async start(
      provider: string,
      headers: Headers,
    ): Promise<{ location: string; setCookies: string[] }> {
      if (!providers.some((p) => p.id === provider))
        return { location: failed('unknown_provider'), setCookies: [] };
      try {
        await websiteState.assertLoginAllowed(null);
      } catch {
        return { location: failed('login_disabled'), setCookies: [] };
      }
      const { headers: out, response } = await identity.api.signInSocial({
        body: {
          provider,
          callbackURL: done,
          newUserCallbackURL: done,
          errorCallbackURL: done,
          disableRedirect: true,
        },
        headers,
        returnHeaders: true,
      });
      if (!response.url) return { location: failed('no_redirect'), setCookies: [] };
      return { location: response.url, setCookies: out.getSetCookie() };
    },

    /**
     * The provider's redirect back: better-auth checks the state, links the account and signs in.
     * Its own error page (a state that does not match) is swapped for the app's, so the popup
     * always ends on a page that can tell the opener.
     */
    async callback(request: Request) {
      const answer = await identity.handler(request);
      let location = answer.headers.get('location');
      if (location?.startsWith(`${config.API_URL}/api/auth/error`)) {
        location = failed(new URL(location).searchParams.get('error') ?? 'unknown');
      }
      return {
        status: answer.status,
        location,
        setCookies: answer.headers.getSetCookie(),
        body: await answer.text(),
      };
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
