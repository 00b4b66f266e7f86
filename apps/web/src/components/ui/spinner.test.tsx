import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading listings" />);
    expect(screen.getByRole('status').textContent).toBe('Loading listings');
  });

  it('stays silent when announce is false', () => {
    render(<Spinner announce={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
