import { lookUpOrderAction } from '@/features/order-lookup/actions';
import { ORDER_LOOKUP_MAX_FAILURES } from '@/features/order-lookup/server/lookup-attempts';
import { ORDER_LOOKUP_COOKIE, unsealLookupProof } from '@/features/order-lookup/server/lookup-proof';
import { orderLookupSchema } from '@/features/order-lookup/schema';
import { fieldErrorsOf } from '@/features/auth/schemas';
import { setupSandboxServer } from '../../msw/sandbox';
import { CROSS_SITE_HEADERS, fakeRequest, startRequest } from '../auth/fake-next-request';

/**
 * The guest order lookup's Server Action called directly (spec 1 §6). Only Next's request is faked;
 * OCC is the sandbox's.
 */

vi.mock('next/headers', async () => (await import('../auth/fake-next-request')).nextHeadersModule);

setupSandboxServer();
const US = { site: 'us', lang: 'en' } as const;

beforeEach(() => startRequest());

describe('lookUpOrderAction', () => {
  it('refuses a form posted from another site', async () => {
    startRequest(CROSS_SITE_HEADERS);
    expect(await lookUpOrderAction({ orderCode: '00010002', email: 'alex.carter@example.com', ...US })).toEqual({ ok: false, messageKey: 'forbidden' });
  });

  it('checks the input again with the lookup schema: the same field messages as in the browser', async () => {
    const values = { orderCode: '0001 0002; drop', email: 'alex@' };
    const result = await lookUpOrderAction({ ...values, ...US });
    expect(result).toEqual({ ok: false, fieldErrors: { orderCode: 'auth:orderLookup.orderCodeFormat', email: 'auth:validation.emailFormat' } });
    const browser = orderLookupSchema.safeParse(values);
    expect(browser.error && fieldErrorsOf(browser.error)).toEqual(result.ok ? undefined : result.fieldErrors);
    expect(await lookUpOrderAction({ orderCode: '', email: 'alex.carter@example.com', ...US })).toEqual({
      ok: false,
      fieldErrors: { orderCode: 'auth:orderLookup.orderCodeRequired' },
    });
  });

  it('gives the same not-found answer for a wrong e-mail and an unknown number', async () => {
    expect(await lookUpOrderAction({ orderCode: '00010002', email: 'sam.rivera@example.com', ...US })).toEqual({ ok: false, formError: 'auth:orderLookup.notFound' });
    expect(await lookUpOrderAction({ orderCode: '99999999', email: 'alex.carter@example.com', ...US })).toEqual({ ok: false, formError: 'auth:orderLookup.notFound' });
    expect(fakeRequest.cookies.has(ORDER_LOOKUP_COOKIE)).toBe(false);
  });

  it('finds the order, keeps the sealed proof and answers the guest order page', async () => {
    const result = await lookUpOrderAction({ orderCode: '00010002', email: ' Alex.Carter@example.com ', ...US });
    expect(result).toEqual({ ok: true, redirectTo: '/guest/order/00010002/lookup' });
    await expect(unsealLookupProof(fakeRequest.cookies.get(ORDER_LOOKUP_COOKIE))).resolves.toEqual({
      site: 'us',
      orderCode: '00010002',
      email: 'alex.carter@example.com',
    });
  });

  it('asks to wait after 5 wrong e-mails for one order number, even with a new forged X-Forwarded-For each time', async () => {
    for (let i = 0; i < ORDER_LOOKUP_MAX_FAILURES; i++) {
      startRequest({ 'x-forwarded-for': `10.0.0.${i}, 192.0.2.${i + 1}` });
      expect(await lookUpOrderAction({ orderCode: '00010001', email: `guess${i}@example.com`, ...US })).toMatchObject({ formError: 'auth:orderLookup.notFound' });
    }
    startRequest({ 'x-forwarded-for': '10.0.0.99, 192.0.2.99' });
    // Even the right e-mail now waits: the number is what is being guessed.
    expect(await lookUpOrderAction({ orderCode: '00010001', email: 'alex.carter@example.com', ...US })).toEqual({
      ok: false,
      formError: 'auth:login.rateLimited',
      formErrorParams: { count: expect.any(Number) },
    });
  });
});
