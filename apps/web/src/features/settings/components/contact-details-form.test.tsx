import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_MESSAGE, type UpdateContactDetails } from '@afrinest/contract';
import { ContactDetailsForm } from './contact-details-form';

describe('ContactDetailsForm', () => {
  it('checks as you type and submits the parsed details', async () => {
    const onSubmit = vi.fn<(values: UpdateContactDetails) => Promise<void>>(() =>
      Promise.resolve(),
    );
    const user = userEvent.setup();
    render(<ContactDetailsForm current={null} onSubmit={onSubmit} />);
    const box = (name: RegExp) => screen.getByRole('textbox', { name });
    const number = (name: RegExp) => screen.getByRole('spinbutton', { name });

    await user.type(box(/^Phone/), '0414 12');
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    expect(box(/^Phone/).getAttribute('aria-invalid')).toBe('true');
    await user.clear(box(/^Phone/));
    await user.type(box(/^Phone/), '0414 123456');
    await waitFor(() => expect(screen.queryByText(PHONE_MESSAGE)).toBeNull());

    await user.type(number(/^Latitude/), '91');
    expect(await screen.findByText('The latitude is between -90 and 90.')).toBeTruthy();
    await user.clear(number(/^Latitude/));
    await user.type(number(/^Latitude/), '-0.3136');

    await user.type(box(/^Company name/), 'AfriNest Ltd');
    await user.type(box(/^Address line 1/), 'Plot 14 Kololo Hill Drive');
    await user.type(box(/^Address line 3/), 'P.O. Box 7000');
    await user.type(box(/^City/), 'Kampala');
    await user.type(box(/^WhatsApp/), '+256-772-123456');
    await user.type(box(/^Email/), ' hello@afrinest.test ');
    await user.type(box(/^Opening hours/), 'Mon–Fri 8:30–17:30');
    await user.type(number(/^Longitude/), '32.595');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      companyName: 'AfriNest Ltd',
      addressLines: ['Plot 14 Kololo Hill Drive', 'P.O. Box 7000'],
      city: 'Kampala',
      country: 'Uganda',
      phone: '+256414123456',
      whatsapp: '+256772123456',
      email: 'hello@afrinest.test',
      openingHours: 'Mon–Fri 8:30–17:30',
      latitude: -0.3136,
      longitude: 32.595,
    });
  });

  it('asks for the coordinates instead of sending an empty location', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<ContactDetailsForm current={null} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /^Company name/ }), 'AfriNest Ltd');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Enter the latitude as a number, e.g. 0.3326.')).toBeTruthy();
    expect(screen.getByText('Enter the longitude as a number, e.g. 32.5950.')).toBeTruthy();
    expect(screen.getByText('Enter at least the first line of the address.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
