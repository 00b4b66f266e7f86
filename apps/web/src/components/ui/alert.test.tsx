import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('Alert', () => {
  it('uses role=alert for errors', () => {
    render(<Alert variant="error">Failed to load data</Alert>);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load data');
  });

  it('uses role=status for info and shows title and action', () => {
    render(
      <Alert title="Heads up" action={<button>Retry</button>}>
        Maintenance tonight
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Heads up');
    expect(status.textContent).toContain('Maintenance tonight');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
