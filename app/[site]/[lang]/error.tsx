'use client';

import { ErrorView } from '@/features/errors/ErrorView';

export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView onRetry={reset} />;
}
