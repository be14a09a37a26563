import type { User } from '@firm/contract';
import { UserListScreen } from '@firm/ui/backoffice';
import { useUserMutations, useUsers } from '../../resources/users';
import { isUnsuccessfulAnswer } from '../errors';

/** /users: the list filters on the client (the screen); a deleted row leaves at once. */
export default function UserListRoute() {
  const users = useUsers();
  const { remove } = useUserMutations();
  return (
    <UserListScreen
      status={users.error && !users.data ? 'error' : users.data ? 'ready' : 'loading'}
      errorMessage={loadErrorText(users.error)}
      users={users.data ?? []}
      // §2: 'Tentar novamente' reloads the page.
      onRetry={() => window.location.reload()}
      onDelete={(user: User) => remove(user.id)}
    />
  );
}

/** §8: 'Falha ao carregar usuários' for an answer with success false, 'Erro ao carregar usuários' otherwise. */
const loadErrorText = (error: unknown) =>
  isUnsuccessfulAnswer(error) ? 'Falha ao carregar usuários' : 'Erro ao carregar usuários';
