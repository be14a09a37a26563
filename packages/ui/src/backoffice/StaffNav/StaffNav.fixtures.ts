import { helena, rafael } from '../fixtures/people';
import type { StaffNavProps } from './StaffNav';

export const adminNav: StaffNavProps = { user: helena, currentPath: '/posts', onLogout: () => {} };
export const lawyerNav: StaffNavProps = { user: rafael, currentPath: '/users/me', onLogout: () => {} };
