import { z } from 'zod';
import { invalidResponseError } from './errors';
import { ANSWER_SCHEMAS, type Answer, type AnswerName } from './schemas/answers';
import type { AnswerReader } from './transport';

/**
 * Answers parsed by their schemas: the server's OCC client and the commerce proxy (for the browser's
 * client, which names the answer it expects) read every answer through here.
 */

export type ParsedAnswer<N extends AnswerName> = { ok: true; data: Answer<N> } | { ok: false; problem: string };

export function parseAnswer<N extends AnswerName>(answer: N, value: unknown): ParsedAnswer<N> {
  const schema: z.ZodType = ANSWER_SCHEMAS[answer];
  const parsed = schema.safeParse(value);
  // The registry ties each name to its schema, so the output is the named answer's.
  return parsed.success ? { ok: true, data: parsed.data as Answer<N> } : { ok: false, problem: z.prettifyError(parsed.error) };
}

/** The reader of clients that talk to OCC themselves: a mismatch is an OccError `invalid-response` (502). */
export const schemaAnswers: AnswerReader = {
  read(answer, value, path) {
    const parsed = parseAnswer(answer, value);
    if (!parsed.ok) throw invalidResponseError(`Unexpected answer from ${path}: ${parsed.problem}`);
    return parsed.data;
  },
};
