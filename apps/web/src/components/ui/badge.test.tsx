import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text with the tone styles', () => {
    render(<Badge tone="success">Active</Badge>);
    const badge = screen.getByText('Active');
    expect(badge.className).toContain('text-emerald-800');
  });
});
