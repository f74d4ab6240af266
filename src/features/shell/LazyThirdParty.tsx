'use client';

import { lazy, Suspense } from 'react';
import type { ChatConfig } from '@/features/chat/chat-config';

/**
 * The chat button and the trust badge bring third-party scripts (through next/script) and run only
 * where they are configured: their code loads when a page renders them, not with every page.
 */
const ChatButton = lazy(() => import('@/features/chat/ChatButton').then((loaded) => ({ default: loaded.ChatButton })));
const TrustBadge = lazy(() => import('./trust-badge/TrustBadge').then((loaded) => ({ default: loaded.TrustBadge })));

export function LazyChatButton(props: ChatConfig) {
  return (
    <Suspense fallback={null}>
      <ChatButton {...props} />
    </Suspense>
  );
}

export function LazyTrustBadge({ scripts }: { scripts: Readonly<Record<string, string>> }) {
  return (
    <Suspense fallback={null}>
      <TrustBadge scripts={scripts} />
    </Suspense>
  );
}
