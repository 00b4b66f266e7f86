import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '@/components/ui';

export interface SaveButtonProps {
  /** What it saves, e.g. "Save profile". */
  children: ReactNode;
}

/**
 * The submit button of a form that edits something that exists: busy while saving, and
 * disabled until a field changes, so an unchanged form is not sent. It reads the state of the
 * enclosing <Form>. The wrapper keeps it at its own width in a column of fields.
 */
export function SaveButton({ children }: SaveButtonProps) {
  const { isSubmitting, isDirty } = useFormState();
  return (
    <div>
      <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
        {children}
      </Button>
    </div>
  );
}
