import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { z } from 'zod';
import { Form } from './form';
import { FormError } from './form-error';
import { useZodForm } from './use-zod-form';

const schema = z.object({ email: z.string() });

function WithRootError({ message }: { message?: string }) {
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  useEffect(() => {
    if (message) form.setError('root', { message });
  }, [form, message]);
  return (
    <Form form={form} onSubmit={() => {}}>
      <FormError />
    </Form>
  );
}

describe('FormError', () => {
  it("shows the form's root error (e.g. the API's answer)", async () => {
    render(<WithRootError message="Login failed" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });

  it('renders nothing without an error, even outside a form', () => {
    render(<FormError />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
