import type { ReactNode } from 'react';
import { LinkProvider, type LinkProps } from '../../primitives/Link';

function PlainAnchor({ children, ...rest }: LinkProps) {
  return <a {...rest}>{children}</a>;
}

/**
 * Around a LinkButton whose href is an in-page anchor ('#blog'): a plain <a>
 * lets the browser scroll to the section instead of handing it to the router.
 */
export function InPageLinks({ children }: { children: ReactNode }) {
  return <LinkProvider component={PlainAnchor}>{children}</LinkProvider>;
}
