import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/components/ui';
import { textLinkClass } from '@/features/admin-statistics/components/page-header';

export interface FigureCardProps {
  title: string;
  /** The section the card's figures come from; its title links there. */
  to: string;
  heading?: 'h2' | 'h3';
  children: ReactNode;
  /** A small chart under the figures (outside the link: a link holds no table). */
  chart?: ReactNode;
}

/** A card of figures whose title leads to the screen with the details. */
export function FigureCard({
  title,
  to,
  heading: Heading = 'h2',
  children,
  chart,
}: FigureCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <Heading id={id} className="text-base font-semibold">
        <Link to={to} className={cn(textLinkClass, 'text-gray-900')}>
          {title}
        </Link>
      </Heading>
      {children}
      {chart}
    </section>
  );
}
