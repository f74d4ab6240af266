import type { Metadata } from 'next';
import { ErrorView } from '@/features/errors/ErrorView';

export const metadata: Metadata = { robots: { index: false, follow: false } };

// The `pageError` route of the route map redirects here.
export default function ErrorPage() {
  return <ErrorView />;
}
