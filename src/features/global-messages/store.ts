/**
 * Global messages (spec 1 §8, §9): one store for the banners every feature can raise.
 * Timers live here, next to the durations, so a message expires whether or not it is on screen.
 */
import { create } from 'zustand';

export type GlobalMessageType = 'confirmation' | 'info' | 'error' | 'warning';

/**
 * How long each kind of message stays (spec 1 §9 and spec 3 §9: confirmation 3 s, info 15 s,
 * error 15 s; checkout warnings 8 s).
 */
export const GLOBAL_MESSAGE_DURATION_MS: Readonly<Record<GlobalMessageType, number>> = {
  confirmation: 3000,
  info: 15000,
  error: 15000,
  warning: 8000,
};

export type GlobalMessageParams = Readonly<Record<string, string | number>>;

/** Content: an i18n key (`messages` namespace, or `ns:key`) or a text as the server sent it. */
type GlobalMessageContent =
  | { key: string; text?: string; params?: GlobalMessageParams }
  | { key?: undefined; text: string; params?: GlobalMessageParams };

export type GlobalMessageInput = GlobalMessageContent & {
  type: GlobalMessageType;
  /** Give an id to replace or later remove a specific message; one is made up otherwise. */
  id?: string;
  /** How long it stays when a rule of its own says so (the newsletter's 6000 ms); else its type's. */
  durationMs?: number;
};

export type GlobalMessage = GlobalMessageContent & { type: GlobalMessageType; id: string };

interface GlobalMessagesState {
  messages: readonly GlobalMessage[];
}

export const useGlobalMessages = create<GlobalMessagesState>(() => ({ messages: [] }));

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let lastId = 0;

function sameParams(a: GlobalMessageParams = {}, b: GlobalMessageParams = {}): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function isSameMessage(shown: GlobalMessage, input: GlobalMessageInput): boolean {
  return (
    shown.type === input.type &&
    shown.key === input.key &&
    shown.text === input.text &&
    sameParams(shown.params, input.params)
  );
}

function cancelRemoval(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

/**
 * Shows a message for its type's duration and returns its id. A message identical to one on screen
 * is not shown twice: the one on screen stays and its time starts again.
 */
export function addGlobalMessage(input: GlobalMessageInput): string {
  const { messages } = useGlobalMessages.getState();
  const existing = messages.find((shown) => (input.id ? shown.id === input.id : isSameMessage(shown, input)));
  const id = existing?.id ?? input.id ?? `global-message-${++lastId}`;
  const message = { ...input, id } as GlobalMessage;

  useGlobalMessages.setState({
    messages: existing ? messages.map((shown) => (shown.id === id ? message : shown)) : [...messages, message],
  });

  cancelRemoval(id);
  removalTimers.set(
    id,
    setTimeout(() => removeGlobalMessage(id), input.durationMs ?? GLOBAL_MESSAGE_DURATION_MS[input.type]),
  );
  return id;
}

/** A part of the page whose code or texts could not load: the offline message when the browser is offline. */
export function addLoadFailedMessage(): void {
  addGlobalMessage({ type: 'error', key: navigator.onLine ? 'loadFailed' : 'offline' });
}

export function removeGlobalMessage(id: string): void {
  cancelRemoval(id);
  const { messages } = useGlobalMessages.getState();
  if (messages.some((message) => message.id === id)) {
    useGlobalMessages.setState({ messages: messages.filter((message) => message.id !== id) });
  }
}

export function clearGlobalMessages(): void {
  for (const id of removalTimers.keys()) cancelRemoval(id);
  useGlobalMessages.setState({ messages: [] });
}
