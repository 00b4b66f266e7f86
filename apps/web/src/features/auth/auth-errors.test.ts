import { describe, expect, test, vi } from 'vitest';
import { Messages } from '@afrinest/contract';
import { ApiRequestError, ClientErrorCode, type RequestConfig } from '@/lib/api-client';
import { toAuthFailure } from '@/features/auth/auth-errors';

const config: RequestConfig = { method: 'POST', url: '/api/auth/login' };

/** A failure as the API client hands it over, with the server's answer attached. */
function answered(status: number, data: unknown): ApiRequestError {
  const response = { status, statusText: '', data, headers: {}, config };
  return new ApiRequestError('Request failed', 'BAD_STATUS', config, response);
}

const body = (code: string, message: string, details?: unknown) => ({
  error: { code, message, ...(details === undefined ? {} : { details }) },
});

describe('toAuthFailure', () => {
  test('EMAIL_NOT_VERIFIED is shown inline with the SPEC wording', () => {
    const notify = vi.fn();
    const failure = toAuthFailure(
      answered(403, body('EMAIL_NOT_VERIFIED', 'Email not verified')),
      Messages.LOGIN_FAILED,
      notify,
    );
    expect(failure).toEqual({
      ok: false,
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'Please verify your email address before logging in. A verification email has been sent.',
    });
    expect(notify).not.toHaveBeenCalled();
  });

  test('EMAIL_TAKEN is shown inline with the SPEC wording', () => {
    const failure = toAuthFailure(answered(409, body('EMAIL_TAKEN', 'taken')), 'x', vi.fn());
    expect(failure.message).toBe('This email is already registered. Please log in.');
  });

  test('other answers keep the server message, and field errors are passed on', () => {
    const failure = toAuthFailure(
      answered(
        400,
        body('VALIDATION_FAILED', 'Check the form.', { email: ['Enter a valid email address.'] }),
      ),
      Messages.REGISTRATION_FAILED,
      vi.fn(),
    );
    expect(failure).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      message: 'Check the form.',
      fieldErrors: { email: ['Enter a valid email address.'] },
    });
  });

  test('no answer at all is toasted with the fallback and not shown inline', () => {
    const notify = vi.fn();
    const failure = toAuthFailure(
      new ApiRequestError('Network Error', ClientErrorCode.NETWORK, config),
      Messages.LOGIN_FAILED,
      notify,
    );
    expect(notify).toHaveBeenCalledWith('Login failed');
    expect(failure).toEqual({ ok: false, code: null, message: 'Login failed' });
  });

  test('a 5xx is toasted with the server message when it sent one', () => {
    const notify = vi.fn();
    toAuthFailure(
      answered(503, body('MAINTENANCE', 'Back at noon.')),
      Messages.LOGIN_FAILED,
      notify,
    );
    expect(notify).toHaveBeenCalledWith('Back at noon.');
  });
});
