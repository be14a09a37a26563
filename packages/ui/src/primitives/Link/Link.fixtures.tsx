import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LinkProvider, type LinkProps } from './Link';

/** Stories only: where the stand-in router would have navigated (clear it before each story). */
export const navigate = fn();

/**
 * Stands in for the app's router link: marks its anchors with `data-router-link`
 * and records the path instead of leaving the story.
 */
function RouterLink({ href, onClick, children, ...rest }: LinkProps) {
  return (
    <a
      href={href}
      data-router-link=""
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** Provides the stand-in router link to a story. */
export const withRouterLink: Decorator = (Story) => (
  <LinkProvider component={RouterLink}>
    <Story />
  </LinkProvider>
);
