'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState, useTransition } from 'react';
import type { Language, SiteKey } from '@/site';
import { renderContentPreview, type PreviewResult } from './render-preview';
import {
  PREVIEW_LABEL_PARAM,
  PREVIEW_TICKET_PARAM,
  allowedFramingOrigin,
  injectorScript,
  validPreviewTicket,
} from './smartedit';
import styles from './ContentPreview.module.css';

interface Labels {
  loading: string;
  failed: string;
  missingTicket: string;
  notFound: string;
  messages: Record<string, string>;
}

interface ContentPreviewProps {
  site: SiteKey;
  lang: Language;
  allowedOrigins: readonly string[];
  labels: Labels;
}

interface SmartEditApi {
  renderComponent?: (componentId: string, componentType?: string, parentId?: string) => boolean;
  reprocessPage?: () => void;
}

declare global {
  interface Window {
    smartedit?: SmartEditApi;
  }
}

/**
 * The content preview (`cx-preview?cmsTicketId=...`), rendered in the browser: the page comes from a
 * server function that loads it with the ticket, and when an allowed editor origin frames the page
 * its web application injector is loaded, so SmartEdit can outline and re-render components.
 */
export function ContentPreview({ site, lang, allowedOrigins, labels }: ContentPreviewProps) {
  const searchParams = useSearchParams();
  const ticket = validPreviewTicket(searchParams.get(PREVIEW_TICKET_PARAM));
  const label = searchParams.get(PREVIEW_LABEL_PARAM) ?? undefined;
  const [result, setResult] = useState<PreviewResult | undefined>(undefined);
  const [, startTransition] = useTransition();

  const load = useCallback(() => {
    if (!ticket) return;
    startTransition(async () => {
      try {
        setResult(await renderContentPreview({ site, lang, cmsTicketId: ticket, ...(label ? { label } : {}) }));
      } catch (error) {
        console.error('Content preview failed', error);
        setResult({ ok: false, reason: 'unavailable' });
      }
    });
  }, [site, lang, ticket, label]);

  useEffect(load, [load]);

  // SmartEdit re-renders after an edit; the whole previewed page is reloaded with the same ticket.
  useEffect(() => {
    window.smartedit = {
      ...window.smartedit,
      renderComponent: () => {
        load();
        return true;
      },
      reprocessPage: load,
    };
  }, [load]);

  useEffect(() => {
    const origin = allowedFramingOrigin(allowedOrigins, {
      framed: window.parent !== window,
      ancestorOrigins: window.location.ancestorOrigins ? Array.from(window.location.ancestorOrigins) : undefined,
      referrer: document.referrer,
    });
    if (!origin) return undefined;
    const { src, allowOrigin } = injectorScript(origin);
    if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return undefined;
    const script = document.createElement('script');
    script.src = src;
    script.id = 'smartedit-injector';
    script.setAttribute('data-smartedit-allow-origin', allowOrigin);
    document.head.appendChild(script);
    return () => script.remove();
  }, [allowedOrigins]);

  useEffect(() => {
    if (!result?.ok) return undefined;
    document.body.classList.add(...result.bodyClasses);
    if (result.title) document.title = result.title;
    return () => document.body.classList.remove(...result.bodyClasses);
  }, [result]);

  if (!ticket) return <p className={styles.notice} role="alert">{labels.missingTicket}</p>;
  if (!result) {
    return (
      <p className={styles.notice} role="status">
        {labels.loading}
      </p>
    );
  }
  if (!result.ok) {
    const text = result.reason === 'notFound' ? labels.notFound : (result.messageKey && labels.messages[result.messageKey]) || labels.failed;
    return (
      <p className={styles.notice} role="alert">
        {text}
      </p>
    );
  }
  return <div data-preview-page="">{result.content}</div>;
}
