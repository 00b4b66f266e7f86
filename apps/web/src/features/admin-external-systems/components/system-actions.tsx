import { useState } from 'react';
import { toast } from 'sonner';
import { ExternalSystemMessages, type ExternalSystem } from '@afrinest/contract';
import { Button, ConfirmDialog } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import {
  useRevokeExternalSystem,
  useRotateExternalSystemKey,
} from '@/features/admin-external-systems/api/save-external-system';
import { KeyDialog } from '@/features/admin-external-systems/components/key-dialog';

type Asking = 'rotate' | 'revoke' | undefined;

/** A new key (the old one stops at once) or revoke: both ask first, neither is undone. */
export function SystemActions({ system }: { system: ExternalSystem }) {
  const rotate = useRotateExternalSystemKey();
  const revoke = useRevokeExternalSystem();
  const [asking, setAsking] = useState<Asking>();
  const [apiKey, setApiKey] = useState<string>();
  const revoked = system.status === 'REVOKED';

  const doRotate = async () => {
    try {
      const answer = await rotate.mutateAsync(system.id);
      setApiKey(answer.apiKey);
    } catch (e) {
      toast.error(toApiError(e).message);
    } finally {
      setAsking(undefined);
    }
  };
  const doRevoke = async () => {
    try {
      await revoke.mutateAsync(system.id);
      toast.success(ExternalSystemMessages.REVOKED);
    } catch (e) {
      toast.error(toApiError(e).message);
    } finally {
      setAsking(undefined);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setAsking('rotate')}>
        Rotate key
      </Button>
      {!revoked && (
        <Button variant="danger" onClick={() => setAsking('revoke')}>
          Revoke
        </Button>
      )}
      {asking === 'rotate' && (
        <ConfirmDialog
          title={`Make a new key for ${system.name}?`}
          confirmLabel="Rotate key"
          busy={rotate.isPending}
          onConfirm={() => void doRotate()}
          onCancel={() => setAsking(undefined)}
        >
          The current key stops working at once: the partner must switch to the new one.
        </ConfirmDialog>
      )}
      {asking === 'revoke' && (
        <ConfirmDialog
          title={`Revoke the key of ${system.name}?`}
          confirmLabel="Revoke the key"
          danger
          busy={revoke.isPending}
          onConfirm={() => void doRevoke()}
          onCancel={() => setAsking(undefined)}
        >
          Every call with it is refused from now on. A new key can be made later with Rotate key.
        </ConfirmDialog>
      )}
      {apiKey && (
        <KeyDialog
          apiKey={apiKey}
          intro={ExternalSystemMessages.KEY_ROTATED}
          onClose={() => setApiKey(undefined)}
        />
      )}
    </div>
  );
}
