/** One error shape for every refusal: `{ error: { code, message, rule? }, ...extra }`. */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { MAX_JSON_DEPTH, tooDeep } from './json-depth.ts';

export interface ErrorBody {
  error: { code: string; message: string; rule?: string };
  [extra: string]: unknown;
}

export function fail(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply.code(status).send({ error: { code, message }, ...extra } satisfies ErrorBody);
}

/**
 * Parse a request part with a schema; on failure sends 400 and returns undefined. JSON nested deeper
 * than MAX_JSON_DEPTH is refused before the schema sees it (recursive schemas overflow the stack on it).
 */
export function parseOr400<T>(
  reply: FastifyReply,
  schema: z.ZodType<T>,
  value: unknown,
  what: string,
): T | undefined {
  if (tooDeep(value)) {
    fail(reply, 400, 'too-deep', `malformed ${what}: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    return undefined;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  fail(reply, 400, 'malformed', `malformed ${what}: ${issuesText(parsed.error)}`);
  return undefined;
}

/** A schema's first complaints, with where they are: `action.type: Invalid input; version: …`. */
export function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Fastify's own errors (body too large, invalid JSON, wrong content type, rate limit) in our shape. */
export function errorBodyOf(error: { statusCode?: number; code?: string; message: string }): {
  status: number;
  body: ErrorBody;
} {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  const codes: Record<number, string> = {
    400: 'malformed',
    404: 'not-found',
    413: 'too-large',
    415: 'unsupported-media-type',
    429: 'rate-limited',
  };
  const code = codes[status] ?? (status >= 500 ? 'internal' : 'refused');
  const message = status >= 500 ? 'internal error' : error.message;
  return { status, body: { error: { code, message } } };
}
