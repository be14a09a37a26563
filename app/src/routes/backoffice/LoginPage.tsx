import { LoginScreen, type LoginOutcome } from '@firm/ui/backoffice';
import { useAuth } from '../../auth/AuthProvider';
import { isRejectedLogin, loginThrottle } from '../../auth/session';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { pageTitles } from '../../seo/pageMeta';

/** The login screen wired to the session; used by /login and by the guard. */
export function LoginPage({ onSignedIn }: { onSignedIn?: () => void }) {
  const auth = useAuth();
  useDocumentTitle(pageTitles.backoffice);

  const submit = async ({ email, password }: { email: string; password: string }): Promise<LoginOutcome> => {
    try {
      await auth.login(email, password);
    } catch (error) {
      const throttle = loginThrottle(error);
      if (throttle) return { kind: 'throttled', ...throttle };
      if (isRejectedLogin(error)) return 'invalid-credentials';
      throw error; // the screen shows 'Erro ao fazer login. Tente novamente.'
    }
    onSignedIn?.();
    return 'success';
  };

  return <LoginScreen onSubmit={submit} />;
}
