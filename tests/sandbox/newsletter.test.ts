import { describe, expect, it } from 'vitest';
import { matchProxyRoute } from '@/commerce/bff/allow-list';
import { createTestSandbox } from './harness';

/** Newsletter enrolment (spec 1 §7): an email address and a source, default `footer`. */
describe('newsletter subscriptions', () => {
  const sandbox = createTestSandbox();

  it('signs a new address up (201) with the source given, or footer', async () => {
    const answer = await sandbox.post('/newsletter/subscriptions', { json: { email: 'Pat.Miller@Example.com', source: 'contact-page' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ email: 'pat.miller@example.com', source: 'contact-page', subscribed: true });

    const footer = await sandbox.post('/newsletter/subscriptions', { form: { email: 'lee@example.com' } });
    expect(footer.status).toBe(201);
    expect(footer.body.source).toBe('footer');
    expect(sandbox.store.state.newsletterSubscriptions?.['brand-us:lee@example.com']).toMatchObject({ site: 'brand-us', source: 'footer', country: 'US' });
  });

  it('answers an address already on the list as a success', async () => {
    await sandbox.post('/newsletter/subscriptions', { json: { email: 'twice@example.com' } });
    const again = await sandbox.post('/newsletter/subscriptions', { json: { email: 'TWICE@example.com', source: 'popup' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email: 'twice@example.com', source: 'footer', subscribed: true });
  });

  it('keeps each site its own list', async () => {
    await sandbox.post('/newsletter/subscriptions', { json: { email: 'both@example.com' } });
    const eu = await sandbox.post('/occ/v2/brand-eu/newsletter/subscriptions?lang=de&curr=EUR', { json: { email: 'both@example.com' } });
    expect(eu.status).toBe(201);
  });

  it('refuses a missing or malformed address with a ValidationError on email', async () => {
    const missing = await sandbox.post('/newsletter/subscriptions', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ type: 'ValidationError', subject: 'email', reason: 'missing' });
    const malformed = await sandbox.post('/newsletter/subscriptions', { json: { email: 'not-an-address' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0]).toMatchObject({ type: 'ValidationError', subject: 'email', reason: 'invalid' });
  });

  it('is reachable from the browser through the commerce proxy, for POST only', () => {
    expect(matchProxyRoute('POST', 'brand-uk/newsletter/subscriptions')).toBeDefined();
    expect(matchProxyRoute('GET', 'brand-uk/newsletter/subscriptions')).toBeUndefined();
    expect(matchProxyRoute('DELETE', 'brand-uk/newsletter/subscriptions')).toBeUndefined();
  });
});
