import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, Messages, type ErrorBody, type FieldErrors } from '@afrinest/contract';
import { AppError } from './errors';

/** Maps Fastify's own error codes to our public codes. */
const statusCodes: Record<number, string> = {
  400: ErrorCode.VALIDATION_FAILED,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.VALIDATION_FAILED,
  429: ErrorCode.RATE_LIMITED,
};

const body = (code: string, message: string, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/**
 * One handler for every error: the `{error:{code,message,details?}}` shape with its status;
 * 500s say nothing of internals (the log keeps them, with the request id).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const where =
          error.validationContext === 'body' ? path : `${error.validationContext}.${path}`;
        (fields[where] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply
        .status(400)
        .send(body(ErrorCode.VALIDATION_FAILED, 'Some fields are not valid.', { fields }));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body(ErrorCode.INTERNAL, Messages.INTERNAL));
    }
    // Fastify's own 4xx (bad JSON, too large, unsupported type): safe messages.
    return reply.status(status).send(body(statusCodes[status] ?? 'BAD_REQUEST', error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(
        body(
          ErrorCode.NOT_FOUND,
          `Route ${request.method} ${request.url.split('?')[0]} not found.`,
        ),
      );
  });
}
