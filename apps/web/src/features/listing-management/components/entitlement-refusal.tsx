import { Link } from 'react-router';
import { textLinkClass } from '../labels';
import type { ProductsLink } from '../products-link';

/** The server's 402 message (no slot, no credit) with the way to get more. */
export function EntitlementRefusal({
  message,
  link,
  className = 'text-sm text-red-700',
}: {
  message: string;
  link: ProductsLink;
  className?: string;
}) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <Link to={link.to} className={textLinkClass}>
        {link.label}
      </Link>
    </div>
  );
}
