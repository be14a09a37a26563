import type { LinkProps } from '@firm/ui';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

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
    <InternalLink href={href} {...rest}>
      {children}
    </InternalLink>
  );
}

/**
 * react-router's own hooks rather than its <Link>: the same href and click handling (modifier
 * keys, middle click and the caller's preventDefault leave the browser in charge), without the
 * <Link> component's framework-mode prefetching, which would ship in every visitor's bundle.
 */
function InternalLink({ href, children, onClick, ...rest }: LinkProps) {
  const resolved = useHref(href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a href={resolved} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
