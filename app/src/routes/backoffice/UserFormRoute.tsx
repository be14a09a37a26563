import { notify } from '@firm/ui';
import { UserForm, type UserFormSubmission } from '@firm/ui/backoffice';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { pagePaths } from '@firm/contract';
import { useAuth } from '../../auth/AuthProvider';
import { useUser, useUserMutations } from '../../resources/users';
import { errorMessage } from '../errors';
import { parseId } from '../params';

type Mode = 'create' | 'edit' | 'profile';

/** /users/add, /users/edit/:id and /users/me: one form in three modes (its toasts are the screen's). */
export default function UserFormRoute({ mode }: { mode: Mode }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const params = useParams();
  const userId = mode === 'edit' ? parseId(params.id) : null;
  const loaded = useUser(userId);
  const { create, update, updateMe } = useUserMutations();

  // §8: a user that cannot be loaded is a toast and a return to the list.
  useEffect(() => {
    if (mode !== 'edit' || !loaded.error) return;
    notify.error('Erro ao carregar usuário', errorMessage(loaded.error) || undefined);
    navigate(pagePaths.users, { replace: true });
  }, [loaded.error, mode, navigate]);

  const back = () => navigate(-1);
  const toList = () => navigate(pagePaths.users);

  if (mode === 'create') {
    return (
      <UserForm mode="add" onSubmit={async (fields) => void (await create(fields))} onCancel={back} onSaved={toList} />
    );
  }

  if (mode === 'profile') {
    const saveProfile = async (fields: UserFormSubmission) => {
      const saved = await updateMe(fields);
      // §4: the signed-in user refreshes locally (the new photo shows in the navigation at once).
      auth.updateUser(saved);
    };
    return <UserForm mode="profile" user={auth.user} onSubmit={saveProfile} onCancel={back} />;
  }

  const me = auth.user;
  return (
    <UserForm
      mode="edit"
      status={userId === null ? 'error' : loaded.data ? 'ready' : loaded.error ? 'error' : 'loading'}
      errorMessage={userId === null ? 'ID do usuário não fornecido.' : 'Erro ao carregar usuário'}
      user={loaded.data ?? null}
      // §6: administrators, or someone editing their own account.
      canChangeRole={Boolean(me && (me.is_staff || me.id === userId))}
      onSubmit={async (fields) => {
        if (userId !== null) await update(userId, fields);
      }}
      onCancel={toList}
      onSaved={toList}
    />
  );
}
