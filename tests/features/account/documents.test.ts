import type { CommerceSession } from '@/commerce/session';
import { orderDocumentHandler } from '@/features/account/documents';
import { setupSandboxServer } from '../../msw/sandbox';

/** `invoice/{orderNumber}` and `creditmemo/{orderNumber}` (spec 3 §2) against the sandbox. */

const sandbox = setupSandboxServer();
const jar = vi.hoisted(() => ({ session: undefined as CommerceSession | undefined, written: [] as CommerceSession[] }));
vi.mock('@/commerce/session/next', async () => {
  const { anonymousSession } = await import('@/commerce/session');
  return {
    requestSession: async () => ({
      read: async () => jar.session ?? anonymousSession(),
      write: async (session: CommerceSession) => {
        jar.written.push(session);
      },
      clear: () => undefined,
    }),
  };
});

function get(kind: 'invoice' | 'creditmemo', orderNumber: string, site = 'us', lang = 'en', headers: HeadersInit = {}) {
  return orderDocumentHandler(kind)(new Request(`http://localhost/${kind}/${orderNumber}`, { headers }), {
    params: Promise.resolve({ site, lang, orderNumber }),
  });
}

beforeEach(() => {
  jar.session = undefined;
  jar.written = [];
});

describe('order documents', () => {
  it('streams the owner’s invoice inline as a PDF, never cached', async () => {
    jar.session = await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    const response = await get('invoice', '00010001');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="invoice-00010001.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1').startsWith('%PDF-')).toBe(true);
  });

  it("answers 404 for another customer's document, without its content", async () => {
    jar.session = await sandbox.signIn('sam.rivera@example.com', 'Workwear#2026');
    const response = await get('invoice', '00010001');
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain('%PDF');
    expect(body).toContain('This document does not exist for your account.');
  });

  it('answers 404 for a document the order does not have (no credit memo without a refund)', async () => {
    jar.session = await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    expect((await get('creditmemo', '00010001')).status).toBe(404);
    expect((await get('creditmemo', '00010003')).status).toBe(200);
  });

  it('reads a country cookie it cannot decode as no country, rather than failing', async () => {
    jar.session = await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    for (const country of ['%', '%E0%A4%A']) {
      const response = await get('invoice', '00010001', 'us', 'en', { cookie: `other=1; country=${country}` });
      expect(response.status, country).toBe(200);
    }
  });

  it('sends a visitor who is not signed in to sign in, coming back to the document', async () => {
    const response = await get('creditmemo', '00010003', 'eu', 'de');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/eu/de?dialog=login&returnUrl=%2Feu%2Fde%2Fcreditmemo%2F00010003');
  });
});
