import { ErrorCode, Messages } from '@afrinest/contract';

/** An error that knows its HTTP status and public code; its message is safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (message: string = Messages.UNAUTHORIZED) =>
  new AppError(401, ErrorCode.UNAUTHORIZED, message);
export const forbidden = (
  message: string = Messages.FORBIDDEN,
  code: string = ErrorCode.FORBIDDEN,
) => new AppError(403, code, message);
export const notFound = (message: string = Messages.NOT_FOUND) =>
  new AppError(404, ErrorCode.NOT_FOUND, message);
export const conflict = (message: string, code: string = ErrorCode.CONFLICT) =>
  new AppError(409, code, message);
export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, ErrorCode.VALIDATION_FAILED, message, details);
