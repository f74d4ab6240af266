import { CommerceConfigError, readCommerceConfig } from '@/commerce/config';

const realSecret = 'x'.repeat(32);

describe('the commerce configuration', () => {
  it('talks to the sandbox with its OAuth client when COMMERCE_API_URL is unset', () => {
    const config = readCommerceConfig({});
    expect(config).toMatchObject({
      apiUrl: 'http://localhost:4010',
      occBaseUrl: 'http://localhost:4010/occ/v2',
      usesSandbox: true,
      clientId: 'storefront',
      clientSecret: 'sandbox-secret',
      timeoutMs: 3000,
    });
  });

  it('reads a real backend, prefix, client and timeout from the environment', () => {
    const config = readCommerceConfig({
      COMMERCE_API_URL: 'https://api.commerce.example/',
      OCC_PREFIX: 'rest/v2',
      OCC_CLIENT_ID: 'web',
      OCC_CLIENT_SECRET: 'secret',
      OCC_TIMEOUT_MS: '2500',
      SESSION_SECRET: realSecret,
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      occBaseUrl: 'https://api.commerce.example/rest/v2',
      usesSandbox: false,
      clientId: 'web',
      timeoutMs: 2500,
      sessionSecret: realSecret,
    });
  });

  it('loads CMS components in chunks of the configured limit (spec 1 §7), 50 unless set', () => {
    expect(readCommerceConfig({}).cmsComponentsPageSize).toBe(50);
    expect(readCommerceConfig({ OCC_CMS_COMPONENTS_PAGE_SIZE: '20' }).cmsComponentsPageSize).toBe(20);
    expect(() => readCommerceConfig({ OCC_CMS_COMPONENTS_PAGE_SIZE: '0' })).toThrow(CommerceConfigError);
  });

  it('takes the backend’s origin only, and says where the OCC path goes', () => {
    const client = { OCC_CLIENT_ID: 'web', OCC_CLIENT_SECRET: 'secret' };
    for (const url of ['https://api.commerce.example/occ/v2', 'https://api.commerce.example/?x=1']) {
      expect(() => readCommerceConfig({ ...client, COMMERCE_API_URL: url })).toThrow(/OCC_PREFIX/);
    }
    expect(readCommerceConfig({ ...client, COMMERCE_API_URL: 'https://api.commerce.example:9002' }).occBaseUrl).toBe(
      'https://api.commerce.example:9002/occ/v2',
    );
  });

  it('needs the OAuth client of a real backend', () => {
    expect(() => readCommerceConfig({ COMMERCE_API_URL: 'https://api.commerce.example' })).toThrow(CommerceConfigError);
  });

  it('refuses a session secret shorter than 32 characters', () => {
    expect(() => readCommerceConfig({ SESSION_SECRET: 'short' })).toThrow(/32/);
  });

  it('uses a development session secret only outside production or against the sandbox', () => {
    expect(readCommerceConfig({ NODE_ENV: 'development' }).sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readCommerceConfig({ NODE_ENV: 'production' }).sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(() =>
      readCommerceConfig({
        NODE_ENV: 'production',
        COMMERCE_API_URL: 'https://api.commerce.example',
        OCC_CLIENT_ID: 'web',
        OCC_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(/SESSION_SECRET/);
  });

  it('refuses a timeout that is not a positive number of milliseconds', () => {
    expect(() => readCommerceConfig({ OCC_TIMEOUT_MS: 'soon' })).toThrow(CommerceConfigError);
  });
});
