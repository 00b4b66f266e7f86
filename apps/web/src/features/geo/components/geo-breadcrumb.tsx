import { Link } from 'react-router';
import type { ChainLink } from '@afrinest/contract';

/** Africa › Uganda › Central Region › …: each step opens that place in the tree. */
export function GeoBreadcrumb({ chain }: { chain: ChainLink[] }) {
  const steps = [...chain].reverse();
  return (
    <nav aria-label="Place in the tree">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-700">
        <li>
          <Link to="/admin/geo" className="text-sky-800 underline hover:text-sky-900">
            World
          </Link>
        </li>
        {steps.map((link, i) => (
          <li key={link.id} className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            {i === steps.length - 1 ? (
              <span aria-current="page" className="font-medium text-gray-900">
                {link.name}
              </span>
            ) : (
              <Link
                to={`/admin/geo?node=${link.id}`}
                className="text-sky-800 underline hover:text-sky-900"
              >
                {link.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
