import type { LoginScreenProps } from './LoginScreen';

export const credentials = { email: 'helena.vieira@camposvieira.adv.br', password: 'sala801santos' } as const;

export const loginArgs: LoginScreenProps = {
  onSubmit: async () => 'success',
};
