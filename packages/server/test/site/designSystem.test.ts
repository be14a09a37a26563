import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@firm/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { issueDesignSystemSession } from '../../src/repositories/tokens';
import { DESIGN_SYSTEM_COOKIE } from '../../src/site/designSystem';
import { auth, describeApp } from '../helpers';
import { makeFakeBuild } from '../pages/fakeBuild';

/** A small stand-in for `storybook-static/`: the manager, the preview and one asset. */
const storybook = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-storybook-'));
fs.mkdirSync(path.join(storybook, 'assets'));
fs.writeFileSync(path.join(storybook, 'index.html'), '<!doctype html><title>storybook manager</title>');
fs.writeFileSync(path.join(storybook, 'iframe.html'), '<!doctype html><title>storybook preview</title>');
fs.writeFileSync(path.join(storybook, 'assets', 'Button.stories-abc.js'), 'export const Default = {};\n');
const build = makeFakeBuild();
afterAll(() => {
  fs.rmSync(storybook, { recursive: true, force: true });
  build.remove();
});

const env = { STORYBOOK_DIR: storybook, APP_DIST_DIR: build.dir };
const cookieOf = (setCookie: unknown) => String(setCookie).split(';')[0]!;

describeApp('design system (staff)', { env }, (t, a) => {
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const session = () => t.app.inject({ method: 'POST', url: apiPaths.designSystemSession(), headers: auth(a.lawyer) });

  it('sends an anonymous visitor to the login page', async () => {
    for (const url of [
      '/design-system/',
      '/design-system/iframe.html?id=x',
      '/design-system/assets/Button.stories-abc.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/login');
      expect(res.headers['x-robots-tag']).toContain('noindex');
    }
    expect((await get('/design-system')).headers.location).toBe('/design-system/');
  });

  it('gives a signed-in user a short-lived HttpOnly cookie for /design-system/ only', async () => {
    expect((await t.app.inject({ method: 'POST', url: apiPaths.designSystemSession() })).statusCode).toBe(401);
    const res = await session();
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${DESIGN_SYSTEM_COOKIE}=[A-Za-z0-9_-]{40,};`));
    expect(setCookie).toContain('Path=/design-system/');
    expect(setCookie).toContain('Max-Age=1800');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
  });

  it('serves Storybook with the cookie, privately, unindexed, with its own CSP', async () => {
    const cookie = cookieOf((await session()).headers['set-cookie']);
    const manager = await get('/design-system/', cookie);
    expect(manager.statusCode).toBe(200);
    expect(manager.body).toContain('storybook manager');
    expect(manager.headers['content-type']).toBe('text/html; charset=utf-8');
    const preview = await get('/design-system/iframe.html?id=primitives-button--default', cookie);
    expect(preview.body).toContain('storybook preview');
    const asset = await get('/design-system/assets/Button.stories-abc.js', cookie);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    for (const res of [manager, preview, asset]) {
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['x-robots-tag']).toContain('noindex');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-eval');
    }
    expect((await get('/design-system/missing.js', cookie)).statusCode).toBe(404);
    expect((await get('/design-system/../app/dist/client/index.html', cookie)).statusCode).toBe(404);
    // The relaxed policy stays there: the API and pages keep the strict one.
    const api = await t.app.inject({ method: 'GET', url: apiPaths.me(), headers: auth(a.lawyer) });
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses an expired, forged or API-token cookie', async () => {
    const expired = await issueDesignSystemSession(t.app.db, a.lawyer.id, -1000);
    for (const value of [expired, 'x'.repeat(43), a.lawyer.token]) {
      const res = await get('/design-system/', `${DESIGN_SYSTEM_COOKIE}=${value}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login');
    }
    // Nor is the cookie's value an API token.
    const value = cookieOf((await session()).headers['set-cookie']).split('=')[1]!;
    const me = await t.app.inject({ method: 'GET', url: apiPaths.me(), headers: { authorization: `Token ${value}` } });
    expect(me.statusCode).toBe(401);
  });
});

describeApp('design system (public)', { env: { ...env, DESIGN_SYSTEM: 'public' }, actors: false }, (t) => {
  it('serves Storybook without a cookie, still private and unindexed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/design-system/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('storybook manager');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['x-robots-tag']).toContain('noindex');
  });
});

describeApp('design system (off)', { env: { ...env, DESIGN_SYSTEM: 'off' } }, (t, a) => {
  it('answers 404, to the page and to the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/design-system/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/design-system/iframe.html' })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: apiPaths.designSystemSession(), headers: auth(a.admin) });
    expect(res.statusCode).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('DESIGN_SYSTEM', () => {
  it('is staff by default, and one of staff, public or off', () => {
    expect(loadConfig({}).designSystem).toBe('staff');
    expect(loadConfig({ DESIGN_SYSTEM: 'public' }).designSystem).toBe('public');
    expect(() => loadConfig({ DESIGN_SYSTEM: 'everyone' })).toThrow(ConfigError);
    expect(() => loadConfig({ DESIGN_SYSTEM: 'everyone' })).toThrow(/DESIGN_SYSTEM: use staff, public ou off/);
  });
});
