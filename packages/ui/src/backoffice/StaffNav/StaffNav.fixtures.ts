import { helena, rafael } from '../fixtures/people';
import type { StaffNavProps } from './StaffNav';

export const adminNav = { user: helena, currentPath: '/posts' } satisfies Partial<StaffNavProps>;
export const lawyerNav = { user: rafael, currentPath: '/users/me' } satisfies Partial<StaffNavProps>;
