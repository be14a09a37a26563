export { NavBar, navBarVariants } from './NavBar';
export type { NavBarProps, NavBarVariant } from './NavBar';
export { useScrolledPast } from './useScrolledPast';
