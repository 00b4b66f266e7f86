import { useState } from 'react';
import { toast } from 'sonner';
import { packageUpdateSchema, type Package } from '@afrinest/contract';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toApiError } from '@/lib/api-client';
import { useUpdatePackage } from '@/features/admin-catalogue/api/update-package';
import { isStaleVersion, showApiErrors } from '@/features/admin-catalogue/components/api-errors';
import { packageToUpdate } from '@/features/admin-catalogue/package-to-input';

/**
 * A package screen's save and reload: the package is pinned at the version first read (a
 * background refetch must not quietly move it under the admin's edits), saved whole with that
 * version, and after a 409 STALE_VERSION reloaded while the typed values stay.
 */
export function usePinnedPackage<T extends FieldValues, TOut extends FieldValues>(
  pkg: Package,
  reload: () => Promise<Package | undefined>,
  form: UseFormReturn<T, unknown, TOut>,
) {
  const update = useUpdatePackage();
  const [base, setBase] = useState(pkg);
  const [stale, setStale] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const [reloading, setReloading] = useState(false);

  /** Sends the package with `changes` applied; `after` resets the form from the saved one. */
  const save = async (
    changes: Parameters<typeof packageToUpdate>[1],
    done: { message: (saved: Package) => string; after: (saved: Package) => void },
  ) => {
    setStale(null);
    const input = packageUpdateSchema.safeParse(packageToUpdate(base, changes));
    if (!input.success) {
      form.setError('root', { message: input.error.issues[0]?.message });
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: base.id, input: input.data });
      toast.success(done.message(saved));
      setBase(saved);
      setReloaded(false);
      done.after(saved);
    } catch (e) {
      if (isStaleVersion(e)) setStale(toApiError(e).message);
      else showApiErrors(form, e, 'Could not save the package.');
    }
  };

  const runReload = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (!fresh) return;
      setBase(fresh);
      setStale(null);
      setReloaded(true);
    } catch (e) {
      toast.error(toApiError(e).message);
    } finally {
      setReloading(false);
    }
  };

  return { base, stale, reloaded, reloading, save, runReload };
}
