import type { Metadata } from 'next';
import { GlobalNotFoundView, globalNotFoundMetadata } from '@/features/errors/GlobalNotFound';
import '@/ui/global.css';

export const metadata: Metadata = globalNotFoundMetadata();

/** For URLs outside every site and language (e.g. `/eu/zz/`), where no site layout applies. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <GlobalNotFoundView />
      </body>
    </html>
  );
}
