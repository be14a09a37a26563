import type { LinkProps } from '@firm/ui';
import { Link } from 'react-router-dom';

/**
 * The LinkProvider component: internal paths navigate on the client; hashes,
 * external addresses (wa.me, mailto:, tel:) and downloads stay plain anchors.
 */
export function RouterLink({ href, children, ...rest }: LinkProps) {
  if (!href.startsWith('/') || href.startsWith('//') || rest.target || rest.download !== undefined) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
