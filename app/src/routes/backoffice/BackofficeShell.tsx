import { Spinner } from '@firm/ui';
import { StaffLayout, StaffNav } from '@firm/ui/backoffice';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { pagePaths } from '@firm/contract';
import { useApi } from '../../api/ApiProvider';
import { useAuth } from '../../auth/AuthProvider';
import { openDesignSystem } from '../../resources/designSystem';
import { LeaveGuardProvider, useConfirmLeave } from '../../routing/leaveGuard';
import { LoginPage } from './LoginPage';

/**
 * The guard and frame of every staff route (§2, §4): the spinner while the
 * session loads, the login screen when signed out (the requested page appears
 * once signed in), otherwise the staff navigation around the page.
 */
export default function BackofficeShell() {
  return (
    <LeaveGuardProvider>
      <StaffFrame />
    </LeaveGuardProvider>
  );
}

function StaffFrame() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const [openingDesignSystem, setOpeningDesignSystem] = useState(false);
  const confirmLeave = useConfirmLeave();
  const api = useApi();

  if (auth.loading) return <Spinner label="Carregando..." size="lg" />;
  if (!auth.user) return <LoginPage />;

  const signOut = async () => {
    setLoggingOut(true);
    try {
      await auth.logout();
    } finally {
      setLoggingOut(false);
      navigate(pagePaths.login, { replace: true });
    }
  };

  // The API client logs a failure itself; either way the link is usable again (also when the
  // browser brings this page back from its cache).
  const showDesignSystem = () => {
    const done = () => setOpeningDesignSystem(false);
    setOpeningDesignSystem(true);
    void openDesignSystem(api).then(done, done);
  };

  return (
    <StaffLayout
      nav={
        <StaffNav
          user={auth.user}
          currentPath={pathname}
          onLogout={() => confirmLeave(() => void signOut())}
          loggingOut={loggingOut}
          onOpenDesignSystem={() => confirmLeave(showDesignSystem)}
          openingDesignSystem={openingDesignSystem}
        />
      }
    >
      <Outlet />
    </StaffLayout>
  );
}
