import {
  CART_HINT_COOKIE,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
  anonymousSession,
  clearSession,
  readSession,
  sealSession,
  signedInSession,
  unsealSession,
  withActiveCart,
  writeSession,
  type SessionCookieOptions,
  type SessionCookieStore,
} from '@/commerce/session';

const password = 'a-test-secret-that-is-long-enough-for-iron';

/** A cookie jar like Next's `cookies()`, remembering the attributes each cookie was set with. */
function cookieJar(): SessionCookieStore & { attributes: Map<string, SessionCookieOptions> } {
  const values = new Map<string, string>();
  const attributes = new Map<string, SessionCookieOptions>();
  return {
    attributes,
    get: (name) => (values.has(name) ? { value: values.get(name) ?? '' } : undefined),
    set: (name, value, options) => {
      values.set(name, value);
      attributes.set(name, options);
    },
    delete: (name) => {
      values.delete(name);
      attributes.delete(name);
    },
  };
}

const customer = signedInSession(anonymousSession(), {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: 1_900_000_000_000,
});

describe('the sealed session cookie', () => {
  it('comes back exactly as it was sealed', async () => {
    const session = withActiveCart(customer, 'brand-us', { code: '00001234', guid: 'guid-1' });
    const seal = await sealSession(session, { password });
    await expect(unsealSession(seal, { password })).resolves.toEqual(session);
  });

  it('does not show the tokens in the cookie value', async () => {
    const seal = await sealSession(customer, { password });
    expect(seal).not.toContain('access-1');
  });

  it('rejects a tampered seal', async () => {
    const seal = await sealSession(customer, { password });
    const tampered = `${seal.slice(0, 40)}${seal[40] === 'A' ? 'B' : 'A'}${seal.slice(41)}`;
    await expect(unsealSession(tampered, { password })).resolves.toBeUndefined();
  });

  it('rejects a seal made with another secret', async () => {
    const seal = await sealSession(customer, { password: 'another-secret-that-is-also-long-enough' });
    await expect(unsealSession(seal, { password })).resolves.toBeUndefined();
  });

  it('starts an anonymous session when there is no valid cookie', async () => {
    const jar = cookieJar();
    await expect(readSession(jar, { password })).resolves.toEqual(anonymousSession());
    jar.set(SESSION_COOKIE, 'garbage', { httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: 1 });
    await expect(readSession(jar, { password })).resolves.toEqual(anonymousSession());
  });

  it('reads back what was written', async () => {
    const jar = cookieJar();
    await writeSession(jar, customer, { secure: true, password });
    await expect(readSession(jar, { password })).resolves.toEqual(customer);
  });

  it('says so in the log when the seal passes what a browser keeps (long JWTs), and stays quiet for OCC’s tokens', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await writeSession(cookieJar(), customer, { secure: true, password });
      expect(error).not.toHaveBeenCalled();
      const jwt = `eyJ${'x'.repeat(1500)}`;
      await writeSession(cookieJar(), signedInSession(anonymousSession(), { accessToken: jwt, refreshToken: jwt, expiresAt: 1_900_000_000_000 }), {
        secure: true,
        password,
      });
      expect(error).toHaveBeenCalledWith(expect.stringContaining('browsers drop cookies over 4096 bytes'));
    } finally {
      error.mockRestore();
    }
  });

  it('leaves the guest token out of a seal too large for a browser, keeping the sign-in (it is fetched again when needed)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const jwt = (name: string) => `eyJ${name}${'x'.repeat(900)}`;
      const signedIn = signedInSession(anonymousSession(), { accessToken: jwt('access'), refreshToken: jwt('refresh'), expiresAt: 1_900_000_000_000 });
      const withGuest = { ...signedIn, guestToken: { accessToken: jwt('guest'), expiresAt: 1_900_000_000_000 } };
      // The whole session would not fit in one cookie.
      expect(SESSION_COOKIE.length + (await sealSession(withGuest, { password })).length).toBeGreaterThan(4096);

      const jar = cookieJar();
      await writeSession(jar, withGuest, { secure: true, password });
      expect(SESSION_COOKIE.length + (jar.get(SESSION_COOKIE)?.value.length ?? 0)).toBeLessThanOrEqual(4096);
      const kept = await readSession(jar, { password });
      expect(kept.token).toEqual(signedIn.token);
      expect(kept.signInId).toBe(signedIn.signInId);
      expect(kept.guestToken).toBeUndefined();
      expect(error).not.toHaveBeenCalled();

      // A session that fits keeps its guest token.
      const small = { ...customer, guestToken: { accessToken: 'guest-1', expiresAt: 1_900_000_000_000 } };
      await writeSession(jar, small, { secure: true, password });
      await expect(readSession(jar, { password })).resolves.toEqual(small);
    } finally {
      error.mockRestore();
    }
  });

  it('is httpOnly, SameSite=Lax, for the whole site and 30 days', async () => {
    const jar = cookieJar();
    await writeSession(jar, customer, { secure: true, password });
    expect(jar.attributes.get(SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: true });
    expect(jar.attributes.get(SESSION_COOKIE)?.maxAge).toBeGreaterThan(29 * 24 * 60 * 60);
  });
});

describe('the signed-in routing hint', () => {
  it('is set while a customer is signed in, to the sign-in’s id (1 for a session sealed before sign-ins had one)', async () => {
    const jar = cookieJar();
    await writeSession(jar, customer, { secure: false, password });
    expect(jar.get(SIGNED_IN_HINT_COOKIE)?.value).toBe(customer.signInId);
    await writeSession(jar, { ...customer, signInId: undefined }, { secure: false, password });
    expect(jar.get(SIGNED_IN_HINT_COOKIE)?.value).toBe('1');
    // Readable: the header's customer-only islands check it before loading anything.
    expect(jar.attributes.get(SIGNED_IN_HINT_COOKIE)).toMatchObject({ httpOnly: false, secure: false });
  });

  it('is removed for an anonymous session', async () => {
    const jar = cookieJar();
    await writeSession(jar, customer, { secure: true, password });
    await writeSession(jar, anonymousSession(), { secure: true, password });
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });

  it('goes with the session when it is cleared', async () => {
    const jar = cookieJar();
    await writeSession(jar, customer, { secure: true, password });
    clearSession(jar);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });
});

describe('the cart hint (readable by the page)', () => {
  it('is set while a guest has a cart, and for anyone signed in, and is readable by scripts', async () => {
    const jar = cookieJar();
    await writeSession(jar, anonymousSession(), { secure: true, password });
    expect(jar.get(CART_HINT_COOKIE)).toBeUndefined();

    await writeSession(jar, withActiveCart(anonymousSession(), 'brand-us', { guid: 'g-1', code: '001' }), { secure: true, password });
    expect(jar.get(CART_HINT_COOKIE)?.value).toBe('1');
    expect(jar.attributes.get(CART_HINT_COOKIE)).toMatchObject({ httpOnly: false, secure: true, sameSite: 'lax' });

    await writeSession(jar, withActiveCart(anonymousSession(), 'brand-us', undefined), { secure: true, password });
    expect(jar.get(CART_HINT_COOKIE)).toBeUndefined();

    await writeSession(jar, customer, { secure: true, password });
    expect(jar.get(CART_HINT_COOKIE)?.value).toBe('1');
    clearSession(jar);
    expect(jar.get(CART_HINT_COOKIE)).toBeUndefined();
  });
});
