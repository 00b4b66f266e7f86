import { useId } from 'react';
import { Link } from 'react-router';
import { DEFAULT_COUNTRY, LANGUAGES, languageLabels, type Language } from '@afrinest/contract';
import { cn, focusRing } from '@/components/ui';
import { config } from '@/lib/config';
import { preferencesStore, usePreferences } from '@/lib/format-preferences';
import { useAuth } from '@/features/auth/use-auth';

/** The footer's columns: the company, help and the legal pages (issue 44). */
export const FOOTER_SECTIONS: readonly { title: string; links: { to: string; label: string }[] }[] =
  [
    {
      title: 'Company',
      links: [
        { to: '/about', label: 'About us' },
        { to: '/blog', label: 'Blog' },
        { to: '/contact', label: 'Contact' },
      ],
    },
    {
      title: 'Help',
      links: [
        { to: '/help', label: 'Help' },
        { to: '/faq', label: 'FAQ' },
        { to: '/pricing', label: 'Pricing' },
        { to: '/advertisement', label: 'Advertise with us' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { to: '/terms', label: 'Terms of use' },
        { to: '/privacy', label: 'Privacy notice' },
      ],
    },
  ];

const footerLink = cn(
  'inline-flex min-h-11 items-center text-sm text-gray-700 hover:text-emerald-800 hover:underline sm:min-h-8',
  focusRing,
);

/**
 * The language numbers, prices and dates are written in: the same preference as the
 * preferences page's, kept in this browser for visitors and saved to the account for a
 * signed-in person, so it follows them to other devices.
 */
function LanguageChoice() {
  const id = useId();
  const prefs = usePreferences();
  const { status } = useAuth();
  const choose = (language: Language) => {
    const next = { ...prefs, language };
    preferencesStore.set(next);
    // Loaded on use: the save stays out of every public page's first JavaScript.
    if (status === 'signed-in')
      void import('@/features/preferences/api/update-preferences')
        .then((m) => m.updatePreferences(next))
        .then((saved) => preferencesStore.set(saved))
        .catch(() => undefined);
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-gray-700">
        Language
      </label>
      <select
        id={id}
        value={prefs.language}
        onChange={(e) => choose(e.target.value as Language)}
        className={cn(
          'min-h-11 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 sm:min-h-9',
          focusRing,
        )}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {languageLabels[l]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Every public page's footer: the pages a marketplace stands on (about, help, FAQ, blog,
 * pricing, advertise, terms, privacy, contact), the country served and the language. On phones
 * the columns sit two by two, tall enough to tap.
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <nav aria-label="Footer" className="grid grid-cols-2 gap-6 sm:grid-cols-3">
          {FOOTER_SECTIONS.map((section) => (
            <div key={section.title}>
              <h2 className="text-sm font-semibold text-gray-900">{section.title}</h2>
              <ul className="mt-2 flex flex-col">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={footerLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="flex flex-col gap-3 border-t border-gray-200 pt-4 text-sm text-gray-700 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {config.productName}. Homes and land across Africa.
          </p>
          <div className="flex flex-wrap items-center gap-4">
            {/* One marketplace today; the choice becomes a list as countries open. */}
            <p>
              Country: <span className="font-medium text-gray-900">{DEFAULT_COUNTRY}</span>
            </p>
            <LanguageChoice />
          </div>
        </div>
      </div>
    </footer>
  );
}
