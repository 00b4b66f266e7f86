import { useEffect } from 'react';
import { websiteStateDefaultNotices } from '@/features/website-state/state-labels';

export interface MaintenanceScreenProps {
  productName: string;
  description: string;
}

/** Replaces the whole site for non-admins while the website state is MAINTENANCE. */
export function MaintenanceScreen({ productName, description }: MaintenanceScreenProps) {
  useEffect(() => {
    document.title = `Under maintenance | ${productName}`;
  }, [productName]);

  return (
    <main
      id="main"
      data-testid="maintenance-screen"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gray-50 px-4 text-center"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-14 w-14">
        <rect width="32" height="32" rx="7" fill="#047857" />
        <path d="M16 6 5 15h3v10h6v-6h4v6h6V15h3z" fill="#fff" />
      </svg>
      <h1 className="text-2xl font-semibold text-gray-900">{productName} is under maintenance</h1>
      <p className="max-w-md whitespace-pre-line text-gray-700">
        {description.trim() || websiteStateDefaultNotices.MAINTENANCE}
      </p>
      <p className="text-sm text-gray-600">This page checks again by itself every 30 seconds.</p>
    </main>
  );
}
