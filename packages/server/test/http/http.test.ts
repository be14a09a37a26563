import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../src/http/encoding';
import { etagMatches } from '../../src/http/validators';
import { contentType } from '../../src/site/staticFiles';

describe('etagMatches', () => {
  it('compares weakly, accepts lists and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe('pickEncoding', () => {
  const both = { br: 'x.br', gzip: 'x.gz' };
  it('prefers brotli, honours q=0, falls back to the plain file', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(pickEncoding('gzip, br;q=0', both)).toBe('gzip');
    expect(pickEncoding('BR;q=0.5', both)).toBe('br');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('deflate', both)).toBeUndefined();
    expect(pickEncoding(undefined, both)).toBeUndefined();
    expect(pickEncoding('br', { gzip: 'x.gz' })).toBeUndefined();
  });
});

describe('contentType', () => {
  it('names the types of a Vite build', () => {
    expect(contentType('/assets/a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('/assets/a.css')).toBe('text/css; charset=utf-8');
    expect(contentType('/assets/f.woff2')).toBe('font/woff2');
    expect(contentType('/assets/a.js.map')).toBe('application/json; charset=utf-8');
    expect(contentType('/x.unknown')).toBe('application/octet-stream');
  });
});
