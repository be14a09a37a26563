import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../primitives/PasswordField';
import { Grid, Legend, PasswordSet, SetHint } from './UserForm.styles';

/** One of the two password inputs: what `register` returns, plus its error. */
export type UserFormPasswordInput = UseFormRegisterReturn & { error?: string };

export interface UserFormPasswordFieldsProps {
  /** 'set' on a new account (both required); 'change' on edit and profile (blank keeps the password). */
  purpose: 'set' | 'change';
  password: UserFormPasswordInput;
  confirm: UserFormPasswordInput;
}

const labels = {
  set: { password: 'Senha', confirm: 'Confirmar senha', hint: 'Pelo menos 6 caracteres' },
  change: { password: 'Nova senha', confirm: 'Confirmar nova senha', hint: undefined },
} as const;

/**
 * The password and its confirmation, side by side from 768 px; when changing
 * it, in an 'Alterar senha' group that says a blank password is kept.
 */
export function UserFormPasswordFields({ purpose, password, confirm }: UserFormPasswordFieldsProps) {
  const text = labels[purpose];
  const fields = [
    { label: text.password, hint: text.hint, input: password },
    { label: text.confirm, hint: undefined, input: confirm },
  ];
  const grid = (
    <Grid>
      {fields.map(({ label, hint, input: { error, ...registered } }) => (
        <PasswordField
          key={registered.name}
          label={label}
          required={purpose === 'set'}
          autoComplete="new-password"
          hint={hint}
          error={error}
          {...registered}
        />
      ))}
    </Grid>
  );
  if (purpose === 'set') return grid;
  return (
    <PasswordSet>
      <Legend>Alterar senha</Legend>
      <SetHint>Deixe em branco se não quiser alterar a senha</SetHint>
      {grid}
    </PasswordSet>
  );
}
