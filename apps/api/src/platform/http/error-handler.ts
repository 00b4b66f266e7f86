import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
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
  408: ErrorCode.REQUEST_TIMEOUT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  414: ErrorCode.URI_TOO_LONG,
  415: ErrorCode.VALIDATION_FAILED,
  429: ErrorCode.RATE_LIMITED,
  431: ErrorCode.HEADERS_TOO_LARGE,
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
    if (isMalformedMultipart(error, request)) {
      return reply.status(400).send(body(ErrorCode.VALIDATION_FAILED, Messages.BAD_MULTIPART));
    }
    const given = error.statusCode;
    const status = typeof given === 'number' && given >= 400 && given < 600 ? given : 500;
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

/**
 * Busboy's own errors ("Unexpected end of form", "Malformed part header", "Boundary not found")
 * carry no status: a body that is not the multipart it claims is the client's mistake, not a 500.
 */
function isMalformedMultipart(error: Error & { statusCode?: number }, request: FastifyRequest) {
  if (error.statusCode !== undefined || error instanceof AppError) return false;
  const type = request.headers['content-type'] ?? '';
  return type.toLowerCase().startsWith('multipart/') && /busboy|multipart/i.test(error.stack ?? '');
}

/**
 * The router's own errors (Fastify's `frameworkErrors`): a path that does not decode (`%FF`)
 * and a path parameter over `maxParamLength`, answered in our shape instead of Fastify's.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send(body(ErrorCode.URI_TOO_LONG, Messages.URI_TOO_LONG));
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.status(400).send(body(ErrorCode.VALIDATION_FAILED, Messages.BAD_URL));
  reply.log.error({ err: error }, 'request failed');
  return reply.status(500).send(body(ErrorCode.INTERNAL, Messages.INTERNAL));
};

/** Longer request lines than this, cut off by the header limit, are a URL too long (414). */
const LONG_REQUEST_LINE = 8 * 1024;

/** The status and body of a request Node's HTTP parser refused before Fastify saw it. */
export function clientErrorAnswer(error: NodeJS.ErrnoException & { rawPacket?: Buffer }) {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, body: body(ErrorCode.REQUEST_TIMEOUT, Messages.REQUEST_TIMEOUT) };
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node counts the request line into the header limit: a cut-off first line is a long URL.
    const packet = error.rawPacket?.toString('latin1') ?? '';
    const firstLine = /^[A-Z]+ /.test(packet) ? packet.split('\n', 1)[0]! : '';
    return firstLine.length > LONG_REQUEST_LINE
      ? { status: 414, body: body(ErrorCode.URI_TOO_LONG, Messages.URI_TOO_LONG) }
      : { status: 431, body: body(ErrorCode.HEADERS_TOO_LARGE, Messages.HEADERS_TOO_LARGE) };
  }
  return { status: 400, body: body(ErrorCode.VALIDATION_FAILED, Messages.BAD_REQUEST) };
}

/**
 * Fastify's `clientErrorHandler`: what Node's parser refuses (headers or URL over the limit,
 * bytes that are not HTTP, a request too slow to arrive) is answered on the raw socket, so it
 * is written here in our shape, as Fastify's own handler writes its.
 */
export function clientErrorHandler(error: Error, socket: Socket) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, body: answer } = clientErrorAnswer(error);
    const json = JSON.stringify(answer);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
