import { accountCalls } from './calls/account';
import { cartCalls } from './calls/cart';
import { catalogCalls } from './calls/catalog';
import { checkoutCalls } from './calls/checkout';
import { cmsCalls } from './calls/cms';
import { newsletterCalls } from './calls/newsletter';
import { referenceCalls } from './calls/reference';
import { createOccTransport, type AnswerReader, type OccClientOptions, type OccContext } from './transport';

/**
 * The OCC client's calls over a transport that reads answers with `answers`. Free of the schemas:
 * `createOccClient` (`client.ts`) gives it the schema reader, the browser's client (`browser.ts`) the
 * reader that leaves the check to the commerce proxy.
 */
export function buildOccClient(context: OccContext, answers: AnswerReader, options?: OccClientOptions) {
  const transport = createOccTransport(context, answers, options);
  return {
    context,
    ...catalogCalls(transport),
    ...cmsCalls(transport),
    ...cartCalls(transport),
    ...checkoutCalls(transport),
    ...accountCalls(transport),
    ...referenceCalls(transport),
    ...newsletterCalls(transport),
  };
}

export type OccClient = ReturnType<typeof buildOccClient>;
