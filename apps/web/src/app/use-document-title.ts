import { useEffect } from 'react';
import { config } from '@/lib/config';

/** Sets "<title> | <product name>" (SPEC §2). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${config.productName}`;
  }, [title]);
}
