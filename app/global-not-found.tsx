import type { Metadata } from 'next';
import Link from 'next/link';
import '@/ui/global.css';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** For URLs outside every site and language (e.g. `/eu/zz/`), where no site layout applies. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '4rem 1rem', textAlign: 'center' }}>
          <h1>Page not found</h1>
          <p>We could not find that page.</p>
          <p>
            <Link href="/">United States</Link> · <Link href="/uk/en-gb/">United Kingdom</Link> · <Link href="/eu/en/">Europe</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
