import { describe, expect, it } from 'vitest';
import { loadConfig, proxyFrom } from './config';

describe('MAP_STYLE_URL', () => {
  it('is off by default, taken as an http(s) URL, and refused as anything else', () => {
    expect(loadConfig({}).mapStyleUrl).toBeNull();
    expect(loadConfig({ MAP_STYLE_URL: 'https://tiles.example.com/style.json' }).mapStyleUrl).toBe('https://tiles.example.com/style.json');
    expect(() => loadConfig({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow('MAP_STYLE_URL must be an http(s) URL');
    expect(() => loadConfig({ MAP_STYLE_URL: 'tiles' })).toThrow('MAP_STYLE_URL must be an http(s) URL');
  });
});

describe('TRUST_PROXY and TRUSTED_PROXIES (decision 0465)', () => {
  it('trust no proxy by default, one hop for 1 or true, a count, or a list of proxies', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, proxy: { hops: 0, trusted: [] } });
    expect(loadConfig({ TRUST_PROXY: '1' })).toMatchObject({ trustProxy: true, proxy: { hops: 1, trusted: [] } });
    expect(loadConfig({ TRUST_PROXY: 'true' }).proxy.hops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).proxy.hops).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.5,::1' })).toMatchObject({ trustProxy: true, proxy: { hops: 0, trusted: ['10.0.0.0/8', '192.168.1.5', '::1'] } });
  });
  it('refuse what is neither a count nor an address', () => {
    expect(() => proxyFrom('yes', undefined)).toThrow('TRUST_PROXY must be a whole number');
    expect(() => proxyFrom(undefined, 'lb.internal')).toThrow('TRUSTED_PROXIES must list IP addresses or CIDR networks');
  });
});

describe('SESSION_IDLE_MINUTES', () => {
  it("is the app's 15 idle minutes and 2-minute prompt, and can only be shorter", () => {
    expect(loadConfig({}).sessionIdleMinutes).toBe(17);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '5' }).sessionIdleMinutes).toBe(5);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '600' }).sessionIdleMinutes).toBe(17);
  });
});

describe('PORTAL_REPLY_CHECKS and DATABASE_POOL_MAX (decision 0630)', () => {
  it('checks JSON text replies outside production unless turned off, never in production', () => {
    expect(loadConfig({}).checkReplies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).checkReplies).toBe(true);
    expect(loadConfig({ PORTAL_REPLY_CHECKS: 'off' }).checkReplies).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).checkReplies).toBe(false);
  });

  it('holds 20 connections per process unless told otherwise', () => {
    expect(loadConfig({}).databasePoolMax).toBe(20);
    expect(loadConfig({ DATABASE_POOL_MAX: '8' }).databasePoolMax).toBe(8);
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'many' })).toThrow('DATABASE_POOL_MAX must be a whole number');
  });
});
