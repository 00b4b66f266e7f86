import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

const uuid = z.uuid();

/** The chosen agency in the address bar (?agencyId=), so a link or a reload opens the same one. */
export function useAgencyParam() {
  const [params, setParams] = useSearchParams();
  const agencyId = uuid.safeParse(params.get('agencyId')).data;
  const setAgencyId = useCallback(
    (id: string | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set('agencyId', id);
          else next.delete('agencyId');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [agencyId, setAgencyId] as const;
}
