/**
 * Content preview for SAP SmartEdit (ARCHITECTURE §5). The editor frames the storefront's
 * `cx-preview?cmsTicketId=...`; the storefront then loads the editor's web application injector from
 * the framing origin, but only when that origin is one of `PREVIEW_ALLOWED_ORIGINS` (the proxy's CSP
 * `frame-ancestors` already refuses every other frame).
 */

export const PREVIEW_TICKET_PARAM = 'cmsTicketId';
/** Our own addition for previewing a content page other than the one the ticket names. */
export const PREVIEW_LABEL_PARAM = 'pageLabelOrId';
const INJECTOR_PATH = '/smartedit/webApplicationInjector.js';

/** Tickets are opaque tokens; anything else is not sent to the backend. */
const TICKET = /^[A-Za-z0-9._~+/=-]{1,256}$/;
const LABEL = /^[A-Za-z0-9._~/-]{1,200}$/;

export function validPreviewTicket(value: string | null | undefined): string | undefined {
  const ticket = value?.trim();
  return ticket && TICKET.test(ticket) ? ticket : undefined;
}

export function validPreviewLabel(value: string | null | undefined): string | undefined {
  const label = value?.trim().replace(/^\/+/, '');
  return label && LABEL.test(label) && !label.includes('..') ? label : undefined;
}

/**
 * The origin that frames this page, when it is an allowed preview origin. Chrome names it in
 * `location.ancestorOrigins`; elsewhere the frame's referrer is the framing page.
 */
export function allowedFramingOrigin(
  allowedOrigins: readonly string[],
  frame: { ancestorOrigins?: readonly string[]; referrer?: string; framed: boolean },
): string | undefined {
  if (!frame.framed) return undefined;
  const candidate = frame.ancestorOrigins?.[0] ?? originOf(frame.referrer);
  return candidate && allowedOrigins.includes(candidate) ? candidate : undefined;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The injector script of an editor origin and the host it allows to talk to this page. */
export function injectorScript(origin: string): { src: string; allowOrigin: string } {
  const url = new URL(INJECTOR_PATH, origin);
  return { src: url.toString(), allowOrigin: url.host };
}
