import { useSearchParams } from 'react-router';
import { useAdminPackage } from '@/features/admin-catalogue/api/get-admin-package';

/** The package a package screen works on: `?packageId=` in the address bar, so a link opens it. */
export function useChosenPackage() {
  const [params, setParams] = useSearchParams();
  const packageId = params.get('packageId') ?? '';
  const pkg = useAdminPackage(packageId);
  const choose = (id: string) => setParams(id ? { packageId: id } : {});
  return { packageId, pkg, choose };
}
