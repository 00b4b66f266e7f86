import { useEffect, useState } from 'react';
import { sendVerificationRequestSchema, type SendVerificationRequest } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';
import { Form, FormError, TextField, useZodForm } from '@/components/form';
import { parseRetryAfter, toApiError } from '@/lib/api-client';
import { useSendVerificationMutation } from '@/features/auth/api/send-verification';

export interface ResendVerificationProps {
  email: string | null;
  /** Seconds to wait before the first resend (a mail was sent just now). */
  initialCooldown: number;
}

/** Seconds left from a 429: its details, else its Retry-After header. */
function waitOf(e: unknown): number | null {
  const error = toApiError(e);
  if (error.status !== 429) return null;
  const fromDetails = (error.details as { retryAfterSeconds?: unknown } | undefined)
    ?.retryAfterSeconds;
  if (typeof fromDetails === 'number') return fromDetails;
  const header = (e as { response?: { headers?: Record<string, unknown> } }).response?.headers?.[
    'retry-after'
  ];
  const ms = parseRetryAfter(header);
  return ms === null ? 60 : Math.ceil(ms / 1000);
}

/** "Send the link again", with the one-minute count-down shown on the button. */
export function ResendVerification({ email, initialCooldown }: ResendVerificationProps) {
  const form = useZodForm(sendVerificationRequestSchema, { defaultValues: { email: email ?? '' } });
  const send = useSendVerificationMutation();
  const [cooldown, setCooldown] = useState(initialCooldown);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const submit = async (values: SendVerificationRequest) => {
    setFailure(null);
    setSent(null);
    try {
      const answer = await send.mutateAsync(values);
      setSent(answer.message);
      setCooldown(answer.retryAfterSeconds);
    } catch (e) {
      const wait = waitOf(e);
      if (wait !== null) setCooldown(wait);
      else setFailure(toApiError(e).message);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Send the link again"
      className="flex flex-col gap-3"
    >
      {/* The address is asked for only when the page does not know it. */}
      {email ? (
        <input type="hidden" {...form.register('email')} />
      ) : (
        <TextField<SendVerificationRequest>
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
      )}
      {sent && <Alert variant="success">{sent}</Alert>}
      <FormError message={failure} />
      <Button
        type="submit"
        variant="secondary"
        loading={form.formState.isSubmitting}
        disabled={cooldown > 0}
        className="w-full"
      >
        {cooldown > 0 ? `Send the link again in ${cooldown} s` : 'Send the link again'}
      </Button>
    </Form>
  );
}
