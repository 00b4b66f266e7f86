import { Alert, Button } from '@/components/ui';

/**
 * The request key was already used for a different request: an earlier attempt went through
 * (its answer was lost) and the form changed since. A new key would give twice, so the admin
 * checks first and starts over on purpose.
 */
export function KeyReusedNote({ onRestart }: { onRestart(): void }) {
  return (
    <Alert
      variant="warning"
      action={
        <Button variant="secondary" size="sm" onClick={onRestart}>
          Start a new request
        </Button>
      }
    >
      An earlier attempt of this form was recorded. Check the agency’s entitlements before giving
      again.
    </Alert>
  );
}
