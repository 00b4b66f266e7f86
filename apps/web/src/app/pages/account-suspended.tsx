import { Link } from 'react-router';
import { AdminUsersMessages } from '@afrinest/contract';
import { Card } from '@/components/ui';
import { suspensionNotice } from '@/lib/api-client/suspension-notice';
import { linkButton } from '@/app/layouts/link-styles';

/**
 * /account-suspended: where the API client sends a user whose account an admin has suspended
 * (403 ACCOUNT_SUSPENDED on any request). It says why, in the API's words with the admin's
 * reason, and what the person can do; the session has already ended.
 */
export function AccountSuspendedPage() {
  const message = suspensionNotice.read() ?? AdminUsersMessages.ACCOUNT_SUSPENDED;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-semibold text-gray-900">Your account is suspended</h1>
      <Card>
        <p role="alert" className="text-gray-900">
          {message}
        </p>
        <p className="mt-3 text-sm text-gray-700">
          You have been signed out. You can still browse the site without an account.
        </p>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Link to="/contact" className={linkButton.primary}>
          Contact us
        </Link>
        <Link to="/" className={linkButton.secondary}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
