import { DEFAULT_COUNTRY } from '@afrinest/contract';
import { config } from '@/lib/config';

export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-gray-700 sm:flex-row sm:justify-between">
        <p>
          © {new Date().getFullYear()} {config.productName}. Homes and land across Africa.
        </p>
        <p>Starting in {DEFAULT_COUNTRY}.</p>
      </div>
    </footer>
  );
}
