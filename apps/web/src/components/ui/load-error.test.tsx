import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@afrinest/contract';
import { ApiRequestError, type RequestConfig } from '@/lib/api-client';
import { LoadError } from './load-error';

const config: RequestConfig = { method: 'GET', url: '/api/invoices' };

/** A failure as the API client hands it over, with the server's answer attached. */
function answered(status: number, data: unknown): ApiRequestError {
  const response = { status, statusText: '', data, headers: {}, config };
  return new ApiRequestError('Request failed', 'BAD_STATUS', config, response);
}

describe('LoadError', () => {
  it('says a 404 plainly, with nothing to retry', () => {
    const error = answered(404, { error: { code: 'NOT_FOUND', message: 'No such invoice.' } });
    render(<LoadError error={error} retrying={false} onRetry={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('No such invoice.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Try again for a failure that may pass, with the usual message', async () => {
    const onRetry = vi.fn();
    render(<LoadError error={answered(503, '')} retrying={false} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain(Messages.FAILED_DATA);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
