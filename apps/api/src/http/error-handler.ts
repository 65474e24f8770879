import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, INTERNAL_MESSAGE } from '../errors';
import { callerLocale, localeHintsOf } from '../i18n/caller-locale';
import { translate } from '../i18n/i18n';

interface Refusal {
  code: string;
  message: string;
}

const UNREADABLE: Refusal = {
  code: 'BAD_REQUEST',
  message: /*i18n*/ 'The request could not be read.',
};
const INVALID_JSON: Refusal = {
  code: 'INVALID_JSON',
  message: /*i18n*/ 'The request body is not valid JSON.',
};
const TOO_LARGE: Refusal = {
  code: 'PAYLOAD_TOO_LARGE',
  message: /*i18n*/ 'The request body is too large.',
};
const MEDIA_TYPE: Refusal = {
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: /*i18n*/ 'Unsupported content type: send application/json.',
};

/** Fastify's own refusals, in the product's words (by Fastify error code). */
const FASTIFY_ERRORS: Record<string, Refusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'EMPTY_BODY',
    message: /*i18n*/ 'The request body is empty: send a JSON object, or no content-type header.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: /*i18n*/ 'The request body does not match its Content-Length.',
  },
};

/** By status, for client errors Fastify or a plugin raised without a code of the table above. */
const BY_STATUS: Record<number, Refusal> = {
  400: UNREADABLE,
  404: { code: 'NOT_FOUND', message: /*i18n*/ 'Not found' },
  413: TOO_LARGE,
  415: MEDIA_TYPE,
};

export const NOT_FOUND_BODY = errorEnvelope(/*i18n*/ 'Not found', 'NOT_FOUND');

function isJsonSyntaxError(error: FastifyError): boolean {
  return error instanceof SyntaxError && error.statusCode === 400;
}

/**
 * Every error Fastify raises before a route runs (body parsing, limits, media types) answers the
 * product's envelope; anything unexpected is a 500 whose details stay in the log.
 */
export function useErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    // before a route runs there is no member yet: the visitor's cookie or browser decides
    const locale = callerLocale(undefined, localeHintsOf(req));
    if (status >= 500) {
      req.log.error(error);
      return reply
        .status(status)
        .send(errorEnvelope(translate(locale, INTERNAL_MESSAGE), 'INTERNAL'));
    }
    const known = FASTIFY_ERRORS[error.code] ??
      (isJsonSyntaxError(error) ? INVALID_JSON : undefined) ??
      BY_STATUS[status] ?? { code: 'BAD_REQUEST', message: error.message };
    return reply.status(status).send(errorEnvelope(translate(locale, known.message), known.code));
  });
}

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode (bad percent-encoding) or a
 * path parameter past the length limit answers the envelope too, never Fastify's own shape.
 */
export function frameworkErrors(
  error: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const refusal = tooLong
    ? { code: 'URI_TOO_LONG', message: /*i18n*/ 'The URL is too long.' }
    : UNREADABLE;
  const message = translate(callerLocale(undefined, localeHintsOf(req)), refusal.message);
  void reply.status(tooLong ? 414 : 400).send(errorEnvelope(message, refusal.code));
}
