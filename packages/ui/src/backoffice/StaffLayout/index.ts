export { StaffLayout } from './StaffLayout';
export type { StaffLayoutProps } from './StaffLayout';
