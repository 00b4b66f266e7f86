// Tests of ../config.ts; kept here because this folder is the one this work owns.
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME_DEFAULT } from '@afrinest/contract';
import { API_URL_DEFAULT, config, readConfig, setServerConfig } from '../config';

describe('runtime config', () => {
  it('prefers what the web server injected into the page', () => {
    const env = { VITE_API_URL: 'http://build.example', VITE_PRODUCT_NAME: 'BuildName' };
    expect(
      readConfig({ apiUrl: 'https://api.afrinest.example/', productName: 'AfriNest Kenya' }, env),
    ).toEqual({
      apiUrl: 'https://api.afrinest.example',
      productName: 'AfriNest Kenya',
      webOrigin: window.location.origin,
    });
  });

  it('falls back to the Vite variables, then to the defaults', () => {
    expect(readConfig({ apiUrl: ' ' }, { VITE_API_URL: 'http://build.example' })).toEqual({
      apiUrl: 'http://build.example',
      productName: PRODUCT_NAME_DEFAULT,
      webOrigin: window.location.origin,
    });
    expect(readConfig(null, {})).toEqual({
      apiUrl: 'http://localhost:3000',
      productName: 'AfriNest',
      webOrigin: window.location.origin,
    });
    expect(API_URL_DEFAULT).toBe('http://localhost:3000');
  });

  it('reads window.__AFRINEST_CONFIG__ by default', () => {
    window.__AFRINEST_CONFIG__ = { apiUrl: 'https://from-window.example' };
    try {
      expect(readConfig({ ...window.__AFRINEST_CONFIG__ }, {}).apiUrl).toBe(
        'https://from-window.example',
      );
      expect(readConfig(null, {}).apiUrl).toBe(API_URL_DEFAULT);
      expect(readConfig().apiUrl).toBe('https://from-window.example');
    } finally {
      delete window.__AFRINEST_CONFIG__;
    }
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('takes the config of the deployment the web server renders for (ADR 0026)', () => {
    const before = { apiUrl: config.apiUrl, productName: config.productName };
    try {
      setServerConfig({ apiUrl: 'https://api.one.example/', productName: 'One' });
      expect([config.apiUrl, config.productName]).toEqual(['https://api.one.example', 'One']);
      setServerConfig({ apiUrl: 'https://api.two.example', productName: 'Two' });
      expect([config.apiUrl, config.productName]).toEqual(['https://api.two.example', 'Two']);
    } finally {
      setServerConfig(before);
    }
  });
});
