import { describe, expect, it } from 'vitest';
import { apiHeaders, helmetHeaders } from './security-headers';

describe('helmet headers computed once', () => {
  it("are helmet's headers for the options, CSP included", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('refuse a directive computed per request, which one copy could not honour', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } } })).toThrow(/per request/);
  });

  it('give an API answer the transport and framing headers, and a CSP that loads nothing', () => {
    const api = apiHeaders(helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } }, crossOriginEmbedderPolicy: false }));
    expect(Object.keys(api).sort()).toEqual([
      'content-security-policy',
      'cross-origin-resource-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ]);
    expect(api['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
