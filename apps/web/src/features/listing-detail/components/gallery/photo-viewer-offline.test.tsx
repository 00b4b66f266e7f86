import { describe, expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { photoOf } from '@/components/photo/photo-fixtures';
import { PhotoGallery } from './photo-gallery';

// The viewer's code cannot be fetched (the connection dropped after the page loaded).
vi.mock('./photo-viewer', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('photo gallery without the viewer code', () => {
  test('says so and keeps the page; the next click tries again', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery title="Family bungalow" photos={[photoOf(1), photoOf(2)]} />);
    await user.click(screen.getByRole('button', { name: 'View all 2 photos' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not open the photo viewer. Check your connection and try again.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The gallery itself still works.
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('2 / 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'View all 2 photos' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('status', { name: /Opening/ })).toBeNull();
  });
});
