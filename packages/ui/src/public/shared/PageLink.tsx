import { Link, type LinkProps } from '../../primitives/Link';

/**
 * An in-page anchor (`#services`) stays a plain <a> so the browser scrolls to it
 * (smoothly, per GlobalStyle); any path goes through the app's router Link.
 */
export function PageLink({ href, children, ...rest }: LinkProps) {
  if (href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
