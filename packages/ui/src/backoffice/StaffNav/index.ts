export { StaffNav, staffNavItems, activeHref } from './StaffNav';
export type { StaffNavProps, StaffNavUser } from './StaffNav';
export { sideBarWidth } from './StaffNav.styles';
