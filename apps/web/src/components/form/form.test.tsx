import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { CheckboxField } from './checkbox-field';
import { Form } from './form';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  email: z.email('Enter a valid email address'),
  password: z.string().min(8, 'Use at least 8 characters'),
  country: z.string().min(1, 'Choose a country'),
  bio: z.string().max(20, 'Keep it under 20 characters'),
  terms: z.boolean().refine((v) => v, 'Accept the terms to continue'),
});

function SignUp({
  onSubmit,
  serverError,
}: {
  onSubmit: (values: z.output<typeof schema>) => void;
  serverError?: string;
}) {
  const form = useZodForm(schema, {
    defaultValues: { name: '', email: '', password: '', country: '', bio: '', terms: false },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Sign up">
      <FormError message={serverError} />
      <TextField name="name" label="Name" required />
      <TextField name="email" label="Email" type="email" hint="We never share it." />
      <PasswordField name="password" label="Password" autoComplete="new-password" />
      <SelectField
        name="country"
        label="Country"
        placeholder="Choose…"
        options={[
          { value: 'UG', label: 'Uganda' },
          { value: 'KE', label: 'Kenya' },
        ]}
      />
      <TextareaField name="bio" label="Bio" />
      <CheckboxField name="terms" label="I accept the terms" />
      <button type="submit">Create account</button>
    </Form>
  );
}

describe('form fields bound to a zod schema', () => {
  it("shows the schema's message as you type, wired to the input", async () => {
    render(<SignUp onSubmit={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(email, 'ada@');
    const message = await screen.findByText('Enter a valid email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toContain(message.id);
    expect(describedBy).toContain(screen.getByText('We never share it.').id);

    await userEvent.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText('Enter a valid email address')).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('validates textarea and password as you type', async () => {
    render(<SignUp onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Bio'), 'This bio is far too long to fit');
    expect(await screen.findByText('Keep it under 20 characters')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
  });

  it('does not submit invalid values and shows every message', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(screen.getByText('Choose a country')).toBeTruthy();
    expect(screen.getByText('Accept the terms to continue')).toBeTruthy();
    expect(screen.getByLabelText('I accept the terms').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values when valid', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Name/), '  Ada  ');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'UG');
    await userEvent.type(screen.getByLabelText('Bio'), 'Land in Wakiso');
    await userEvent.click(screen.getByLabelText('I accept the terms'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse',
      country: 'UG',
      bio: 'Land in Wakiso',
      terms: true,
    });
  });

  it('shows and hides the password', async () => {
    render(<SignUp onSubmit={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a form-level error as an alert', () => {
    render(<SignUp onSubmit={vi.fn()} serverError="Invalid email or password." />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password.');
  });
});

describe('number fields', () => {
  const coords = z.object({ lat: z.number('Enter a number').min(-90, 'Between -90 and 90') });

  function Coordinates({ onSubmit }: { onSubmit: (values: z.output<typeof coords>) => void }) {
    const form = useZodForm(coords, { defaultValues: { lat: 0.5 } });
    return (
      <Form form={form} onSubmit={onSubmit} aria-label="Coordinates">
        <TextField name="lat" label="Latitude" type="number" step="any" />
        <button type="submit">Save</button>
      </Form>
    );
  }

  it('hand the schema a number, and an empty box as not a number', async () => {
    const onSubmit = vi.fn();
    render(<Coordinates onSubmit={onSubmit} />);
    const lat = screen.getByLabelText('Latitude');
    await userEvent.clear(lat);
    expect(await screen.findByText('Enter a number')).toBeTruthy();
    await userEvent.type(lat, '-0.3136');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ lat: -0.3136 });
  });
});
