export { Link, LinkProvider } from './Link';
export type { LinkProps, LinkComponent } from './Link';
