import { afterEach, expect, test } from 'vitest';
import {
  GTAG_SCRIPT_ID,
  injectGtag,
  isGtagPresent,
  setGtagDisabled,
} from '@/features/settings/gtag';

interface HappyDomWindow {
  happyDOM?: {
    settings: {
      disableJavaScriptFileLoading: boolean;
      handleDisabledFileLoadingAsSuccess: boolean;
    };
  };
}
const happyDOM = (window as unknown as HappyDomWindow).happyDOM;
if (happyDOM) {
  // Only the tag is checked: Google's script itself must not be fetched.
  happyDOM.settings.disableJavaScriptFileLoading = true;
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
}

afterEach(() => {
  document.getElementById(GTAG_SCRIPT_ID)?.remove();
  delete window.gtag;
  delete window.dataLayer;
});

test('injects gtag.js once, configured with the measurement id', () => {
  expect(isGtagPresent()).toBe(false);
  injectGtag('G-ABC1234');
  injectGtag('G-ABC1234');
  const scripts = document.querySelectorAll(`#${GTAG_SCRIPT_ID}`);
  expect(scripts).toHaveLength(1);
  expect((scripts[0] as HTMLScriptElement).src).toBe(
    'https://www.googletagmanager.com/gtag/js?id=G-ABC1234',
  );
  expect(isGtagPresent()).toBe(true);
  const calls = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
  expect(calls[0]?.[0]).toBe('js');
  expect(calls[1]).toEqual(['config', 'G-ABC1234']);
});

test('the opt-out flag follows Google’s documented name', () => {
  setGtagDisabled('G-ABC1234', true);
  expect(window['ga-disable-G-ABC1234']).toBe(true);
  setGtagDisabled('G-ABC1234', false);
  expect(window['ga-disable-G-ABC1234']).toBe(false);
});
