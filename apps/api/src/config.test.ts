import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, ConfigError, configSchema, loadConfig } from './config';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'afrinest-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the secret that signs sessions and verification links', () => {
  it('has no committed default: nothing in the code signs anything', () => {
    expect(configSchema.shape.AUTH_SECRET.parse(undefined)).toBeUndefined();
  });

  it('is generated on the first start into DATA_DIR, readable by its owner only', () => {
    const dir = dataDir();
    const { AUTH_SECRET } = loadConfig({ DATA_DIR: dir });
    const file = join(dir, AUTH_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(AUTH_SECRET);
    expect(AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('stays the same across restarts, and differs between data directories', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).AUTH_SECRET;
    expect(loadConfig({ DATA_DIR: dir }).AUTH_SECRET).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).AUTH_SECRET).not.toBe(first);
  });

  it('comes from AUTH_SECRET when set, and then no file is written', () => {
    const dir = dataDir();
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
    expect(() => statSync(join(dir, AUTH_SECRET_FILE))).toThrow();
  });

  it('refuses a kept secret that is too short, naming the variable', () => {
    const dir = dataDir();
    writeFileSync(join(dir, AUTH_SECRET_FILE), 'short\n', { mode: 0o600 });
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/AUTH_SECRET/);
  });

  it('must be set in production (several instances share it; DATA_DIR may not last)', () => {
    const dir = dataDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/AUTH_SECRET/);
  });
});

describe('network defaults', () => {
  it('binds to the loopback interface unless API_HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).API_HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), API_HOST: '0.0.0.0' }).API_HOST).toBe('0.0.0.0');
  });

  it('trusts no proxy by default; TRUSTED_PROXIES takes addresses or CIDRs', () => {
    const load = (TRUSTED_PROXIES?: string) =>
      loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES }).trustProxy;
    expect(load()).toBe(false);
    expect(load('')).toBe(false);
    expect(load('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(load('loopback')).toEqual(['loopback']);
    for (const bad of ['*', 'proxy.example.com', '10.0.0.0/40', 'true', '1'])
      expect(() => load(bad), bad).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('demo accounts', () => {
  it('are seeded by default, but never by default in production', () => {
    const secret = { AUTH_SECRET: 's'.repeat(40) };
    expect(loadConfig({ DATA_DIR: dataDir() }).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...secret }).SEED_DEMO).toBe(
      false,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SEED_DEMO: 'true', ...secret })
        .SEED_DEMO,
    ).toBe(true);
  });
});
