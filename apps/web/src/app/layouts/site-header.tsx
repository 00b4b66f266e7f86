import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { isAdminRole } from '@afrinest/contract';
import { Button, cn, focusRing } from '@/components/ui';
import { useAuth } from '@/features/auth/use-auth';
import { accountLinksFor } from '@/app/layouts/account-links';
import { AccountMenu } from '@/app/layouts/account-menu';
import { linkButton, navLinkClass } from '@/app/layouts/link-styles';
import { Logo } from '@/app/layouts/logo';
import { useNavItems } from '@/app/layouts/use-nav-items';
import { useSignOut } from '@/app/layouts/use-sign-out';

const LIST_PROPERTY_PATH = '/list-your-property';

/** Logo, navigation and the account controls; on phones the last two fold into a menu. */
export function SiteHeader() {
  const { status, user } = useAuth();
  const items = useNavItems();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);
  // The phone menu's account section: the account menu's links not already in the main nav.
  const accountLinks = user
    ? accountLinksFor(user.role).filter((link) => !items.some((item) => item.to === link.to))
    : [];
  // Admins add agencies in the admin area; everyone else may start listing (a guest signs in first).
  const showListLink = status !== 'loading' && !isAdminRole(user?.role);
  const onSignOut = () => {
    closeMenu();
    void signOut();
  };

  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          {showListLink && (
            <Link to={LIST_PROPERTY_PATH} className={linkButton.secondary}>
              List your property
            </Link>
          )}
          {status === 'signed-out' && (
            <>
              <Link to="/login" className={linkButton.ghost}>
                Sign in
              </Link>
              <Link to="/register" className={linkButton.primary}>
                Register
              </Link>
            </>
          )}
          {status === 'signed-in' && user && <AccountMenu user={user} onSignOut={onSignOut} />}
        </div>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((v) => !v)}
          className={cn(
            'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-gray-900 hover:bg-gray-100 md:hidden',
            focusRing,
          )}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          <span className="sr-only">Menu</span>
        </button>
      </div>
      {menuOpen && (
        <div id={menuId} className="border-t border-gray-200 px-4 pb-4 md:hidden">
          <nav aria-label="Main">
            <ul className="flex flex-col py-2">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    className={navLinkClass}
                    onClick={closeMenu}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {showListLink && (
            <Link
              to={LIST_PROPERTY_PATH}
              className={cn(linkButton.secondary, 'mb-2 w-full')}
              onClick={closeMenu}
            >
              List your property
            </Link>
          )}
          {status === 'signed-out' && (
            <div className="grid grid-cols-2 gap-2">
              <Link to="/login" className={linkButton.secondary} onClick={closeMenu}>
                Sign in
              </Link>
              <Link to="/register" className={linkButton.primary} onClick={closeMenu}>
                Register
              </Link>
            </div>
          )}
          {status === 'signed-in' && user && (
            <div className="flex flex-col gap-2 border-t border-gray-100 pt-3">
              <p className="text-sm text-gray-700">
                Signed in as <span className="font-medium text-gray-900">{user.name}</span>
              </p>
              <nav aria-label="Your account">
                <ul className="flex flex-col">
                  {accountLinks.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} className={navLinkClass} onClick={closeMenu}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <Button variant="secondary" onClick={onSignOut}>
                Sign out
              </Button>
            </div>
          )}
        </div>
      )}
    </header>
  );
}
