import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/features/session/QueryProvider';
import { StoreProvider } from '@/features/session/StoreProvider';

/** Islands that mount their own QueryProvider still share the page's one client (ARCHITECTURE §6). */

function Probe({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return null;
}

function page(children: ReactNode, site: 'us' | 'uk' = 'us') {
  return (
    <StoreProvider site={site} lang={site === 'us' ? 'en' : 'en-gb'}>
      {children}
    </StoreProvider>
  );
}

describe('QueryProvider', () => {
  it('gives islands of one page the same client, so a change in one shows in the others', () => {
    const seen: QueryClient[] = [];
    render(
      page(
        <>
          <QueryProvider>
            <Probe onClient={(client) => seen.push(client)} />
          </QueryProvider>
          <QueryProvider>
            <Probe onClient={(client) => seen.push(client)} />
          </QueryProvider>
        </>,
      ),
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });

  it('gives another page (another store provider) its own client', () => {
    const seen: QueryClient[] = [];
    const probe = (
      <QueryProvider>
        <Probe onClient={(client) => seen.push(client)} />
      </QueryProvider>
    );
    render(
      <>
        {page(probe, 'us')}
        {page(probe, 'uk')}
      </>,
    );
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('adds nothing inside another query provider', () => {
    const outer = new QueryClient();
    let inner: QueryClient | undefined;
    render(
      <QueryClientProvider client={outer}>
        <QueryProvider>
          <Probe onClient={(client) => (inner = client)} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(inner).toBe(outer);
  });
});
