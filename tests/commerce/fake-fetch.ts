import { vi, type Mock } from 'vitest';

/** What a fake backend answers: a response, a thrown network failure, or a function of the request. */
export type FakeAnswer = Response | Error | ((url: string, init: RequestInit) => Response | Promise<Response>);

export type FakeFetch = Mock<(input: string | URL | Request, init?: RequestInit) => Promise<Response>>;

/** A fetch that answers in order (the last answer repeats) and records every request. */
export function fakeFetch(...answers: FakeAnswer[]): FakeFetch {
  let call = 0;
  return vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer === undefined) throw new Error('fakeFetch has no answer');
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer.clone();
    return answer(String(input), init);
  });
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

export function occErrors(status: number, ...errors: Record<string, string>[]): Response {
  return json({ errors }, status);
}

/** A fetch that never answers on its own, but honours the abort signal like a real one. */
export function hangingFetch(): FakeFetch {
  return vi.fn(
    (_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string | undefined;
}

export function requestAt(fetch: FakeFetch, index = 0): RecordedRequest {
  const args = fetch.mock.calls[index];
  if (!args) throw new Error(`no request #${index}`);
  const [input, init = {}] = args;
  return {
    url: new URL(String(input), 'http://storefront.test'),
    method: init.method ?? 'GET',
    headers: new Headers(init.headers),
    body: typeof init.body === 'string' ? init.body : undefined,
  };
}
