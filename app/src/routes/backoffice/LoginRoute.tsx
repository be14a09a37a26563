import { Spinner } from '@firm/ui';
import { Navigate, useNavigate } from 'react-router-dom';
import { pagePaths } from '@firm/contract';
import { useAuth } from '../../auth/AuthProvider';
import { LoginPage } from './LoginPage';

/** /login: signed-in visitors go to / (§4), and so does a successful login (§2). */
export default function LoginRoute() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  if (loading) return <Spinner label="Carregando..." size="lg" />;
  if (user) return <Navigate to={pagePaths.home} replace />;
  return <LoginPage onSignedIn={() => navigate(pagePaths.home, { replace: true })} />;
}
