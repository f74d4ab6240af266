import { addGlobalMessage, type GlobalMessageInput } from './store';

/** How often the address is looked at, and for how long, while the next page is on its way. */
const ARRIVAL_POLL_MS = 50;
const ARRIVAL_WAIT_MS = 10_000;

/**
 * Shows a message once the page at `path` (its public path) is on screen, so its time starts there:
 * raised together with a navigation, it would show over the page being left and could be gone before
 * the next one is drawn (spec 3 §4: "the user goes home first, then the matching message shows").
 * The router writes the new address when it commits the new page; the message follows in the next
 * frame. Its own module, for the few parts that send the shopper somewhere with a message: the
 * shell's message region does not carry it.
 */
export function addGlobalMessageOnArrival(path: string, input: GlobalMessageInput): void {
  const startedAt = Date.now();
  const look = () => {
    if (window.location.pathname === path) requestAnimationFrame(() => addGlobalMessage(input));
    else if (Date.now() - startedAt < ARRIVAL_WAIT_MS) setTimeout(look, ARRIVAL_POLL_MS);
  };
  setTimeout(look, 0);
}
