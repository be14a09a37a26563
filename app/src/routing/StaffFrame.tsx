import { Toaster } from '@firm/ui';
import type { ReactNode } from 'react';
import { AuthProvider } from '../auth/AuthProvider';

/** The lazily loaded half of StaffOnly: the session for the staff screens, and the app's one toaster. */
export default function StaffFrame({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Toaster />
    </AuthProvider>
  );
}
