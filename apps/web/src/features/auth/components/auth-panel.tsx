import type { ReactNode } from 'react';

export interface AuthPanelProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow, centred column every sign-in, sign-up and email page uses. */
export function AuthPanel({ title, intro, children, footer }: AuthPanelProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        {intro && <div className="mt-2 text-sm text-gray-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-4 text-center text-sm text-gray-700">{footer}</div>}
    </div>
  );
}
