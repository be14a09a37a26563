import type { Decorator } from '@storybook/react-vite';
import { LinkProvider, type LinkProps } from '../../primitives/Link';

/**
 * Stories only: an internal link that does not navigate, so clicking '/blog' in a
 * play function keeps the story (and the test run) on the page. In-page anchors
 * ('#services') are plain <a> and keep working.
 */
function InertLink({ href, onClick, children, ...rest }: LinkProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

export const withInertLinks: Decorator = (Story) => (
  <LinkProvider component={InertLink}>
    <Story />
  </LinkProvider>
);

/** Phone viewport (375 px) for a story. */
export const mobileGlobals = { viewport: { value: 'mobile' } } as const;
/** Desktop viewport (1280 px) for a story. */
export const desktopGlobals = { viewport: { value: 'desktop' } } as const;
