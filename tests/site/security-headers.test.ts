import { describe, expect, it } from 'vitest';
import { previewOriginsFrom, securityHeaders } from '@/site';

describe('baseline security headers', () => {
  it('forbids framing outside the preview route', () => {
    const headers = securityHeaders({ preview: false, previewOrigins: 'https://cms.example' });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets only the configured origins frame the preview route', () => {
    const headers = securityHeaders({ preview: true, previewOrigins: 'https://cms.example, http://localhost:9002' });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self' https://cms.example http://localhost:9002");
    expect(headers['X-Frame-Options']).toBeUndefined();
  });

  it('tells browsers to keep to https for a year when served over it, not on the loopback dev server', () => {
    expect(securityHeaders({ preview: false, https: true })['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(securityHeaders({ preview: false })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('ignores malformed preview origins', () => {
    expect(previewOriginsFrom('https://cms.example/path javascript:x *, https://ok.example')).toEqual(['https://ok.example']);
    expect(securityHeaders({ preview: true })['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });
});
