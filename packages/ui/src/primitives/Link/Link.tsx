import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type LinkComponent = ComponentType<LinkProps>;

function PlainAnchor({ children, ...rest }: LinkProps) {
  return <a {...rest}>{children}</a>;
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/**
 * The UI never imports the router: the app provides a component that turns an
 * internal `href` into client-side navigation. Stories and tests get a plain <a>.
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/**
 * An internal link (same origin). External links (wa.me, mailto:, tel:) are plain <a>, and so
 * are in-page anchors ('#blog'): the browser scrolls to them, no router involved.
 */
export function Link(props: LinkProps) {
  // The component comes from context (stable per app), not created during render.
  const routerLink = useContext(LinkContext);
  return createElement(props.href.startsWith('#') ? PlainAnchor : routerLink, props);
}
