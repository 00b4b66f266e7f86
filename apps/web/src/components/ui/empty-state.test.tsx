import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows title, description and action; hides the icon from screen readers', () => {
    const { container } = render(
      <EmptyState
        title="No favourites yet"
        description="Save a property to see it here."
        icon={<svg data-testid="icon" />}
        action={<a href="/">Browse properties</a>}
      />,
    );
    expect(screen.getByText('No favourites yet')).toBeTruthy();
    expect(screen.getByText('Save a property to see it here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toBeTruthy();
    expect(
      container.querySelector('[aria-hidden="true"]')?.contains(screen.getByTestId('icon')),
    ).toBe(true);
  });
});
