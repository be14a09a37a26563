import { zodResolver } from '@hookform/resolvers/zod';
import { firm, pagePaths } from '@firm/contract';
import { LOGIN_FAILED, LOGIN_INVALID_CREDENTIALS, loginFormSchema } from '@firm/contract/forms';
import type { LoginFormInput, LoginFormValues } from '@firm/contract/forms';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { FormAlert } from '../FormAlert';
import { Back, Brand, Card, Fields, Page, Subtitle, Title } from './LoginScreen.styles';

/** Too many failed attempts: the server's message and, when it said, the seconds to wait. */
export interface LoginThrottled {
  kind: 'throttled';
  message: string;
  retryAfterSeconds: number | null;
}

/** What the app's sign-in answered; a thrown error means the request itself failed. */
export type LoginOutcome = 'success' | 'invalid-credentials' | LoginThrottled;

export interface LoginScreenProps {
  /** Signs in; the screen shows 'Entrando...' until it settles and the §8 message on failure. */
  onSubmit: (values: LoginFormValues) => Promise<LoginOutcome>;
}

type LoginError = typeof LOGIN_INVALID_CREDENTIALS | typeof LOGIN_FAILED | LoginThrottled | null;

/** When a locked-out user may try again, in whole minutes (rounded up, at least one). */
export function retryText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Nova tentativa possível em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

function errorMessage(error: Exclude<LoginError, null>): string {
  if (typeof error === 'string') return error;
  return error.retryAfterSeconds === null ? error.message : `${error.message} ${retryText(error.retryAfterSeconds)}`;
}

/** /login (§2): 'Acesso Restrito'. The app navigates to / once `onSubmit` resolves 'success'. */
export function LoginScreen({ onSubmit }: LoginScreenProps) {
  const [error, setError] = useState<LoginError>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const outcome = await onSubmit(values);
      if (outcome === 'invalid-credentials') setError(LOGIN_INVALID_CREDENTIALS);
      else if (outcome !== 'success') setError(outcome);
    } catch {
      setError(LOGIN_FAILED);
    }
  });

  // §4: the error message clears when the user types (field errors too).
  const clearOnType = (name: keyof LoginFormInput) => ({
    onChange: () => {
      setError(null);
      clearErrors(name);
    },
  });

  return (
    <Page>
      <Card>
        <Brand>
          <Scale aria-hidden="true" />
          <span>{firm.shortName}</span>
        </Brand>
        <Title>Acesso Restrito</Title>
        <Subtitle>Faça login para acessar o sistema administrativo.</Subtitle>
        <form onSubmit={submit} noValidate aria-label="Acesso Restrito">
          <Fields>
            {error ? <FormAlert>{errorMessage(error)}</FormAlert> : null}
            <TextField
              label="Email ou Usuário"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              error={errors.email?.message}
              {...register('email', clearOnType('email'))}
            />
            <PasswordField
              label="Senha"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...register('password', clearOnType('password'))}
            />
            <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel="Entrando...">
              Entrar
            </Button>
          </Fields>
        </form>
        <Back>
          <Link href={pagePaths.home}>Voltar para o site</Link>
        </Back>
      </Card>
    </Page>
  );
}
