import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its title', () => {
    render(
      <Card title="Listing" actions={<button>Edit</button>} footer="Updated today">
        Three bedrooms in Kampala
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Listing' });
    expect(region.textContent).toContain('Three bedrooms in Kampala');
    expect(region.textContent).toContain('Updated today');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('renders without a heading when no title is given', () => {
    render(<Card>Plain</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Plain')).toBeTruthy();
  });
});
