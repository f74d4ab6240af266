import { createOccClient, type OccClient } from './client';
import { commerceConfig } from './config';
import type { OccClientOptions, OccContext } from './transport';

export type ServerOccContext = Omit<OccContext, 'baseUrl'>;

/** The OCC client for server code: straight to the backend, within the server-render budget. */
export function serverOccClient(context: ServerOccContext, options: OccClientOptions = {}): OccClient {
  const config = commerceConfig();
  return createOccClient(
    { ...context, baseUrl: config.occBaseUrl },
    { timeoutMs: config.timeoutMs, componentsPageSize: config.cmsComponentsPageSize, bustSearchCache: false, ...options },
  );
}
