import type { User } from '@firm/contract';
import { pagePaths } from '@firm/contract';
import { roleLabels } from '@firm/contract/forms';
import { Pencil, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '../../primitives/Badge';
import { Avatar } from '../Avatar';
import { ListScreen, type ListScreenFact } from '../ListScreen';
import { RowActionLink } from '../RowActions';
import { Badges, NameCell } from './UserListScreen.styles';

export type UserListStatus = 'loading' | 'error' | 'ready';

export interface UserListScreenProps {
  status: UserListStatus;
  users: User[];
  /** Load failure text: §8 'Falha ao carregar usuários' (unsuccessful answer) or 'Erro ao carregar usuários'. */
  errorMessage?: string;
  /** 'Tentar novamente' (the app reloads). */
  onRetry?: () => void;
  /** Deletes after the confirmation; a rejection's message is shown under 'Erro ao excluir usuário'. */
  onDelete: (user: User) => Promise<void>;
}

const badgeTone = { Administrador: 'accent', Advogado: 'info', Usuário: 'neutral' } as const;

/** §2: case-insensitive match on name, e-mail and title. */
export function filterUsers(users: readonly User[], query: string): User[] {
  const needle = query.trim().toLocaleLowerCase('pt-BR');
  if (needle === '') return [...users];
  return users.filter((user) =>
    [user.name, user.email, user.title].some((field) => field.toLocaleLowerCase('pt-BR').includes(needle)),
  );
}

function nameCell(user: User) {
  return (
    <NameCell>
      <Avatar name={user.name} src={user.image} size="sm" />
      <span>{user.name}</span>
    </NameCell>
  );
}

/** The columns after Nome, shared by the table (wide screens) and the cards (phones). */
const facts: ReadonlyArray<ListScreenFact<User>> = [
  { label: 'E-mail', render: (user) => user.email },
  { label: 'Título', render: (user) => user.title || '-' },
  {
    label: 'Cargo',
    render: (user) => (
      <Badges>
        {roleLabels(user).map((label) => (
          <Badge key={label} tone={badgeTone[label as keyof typeof badgeTone]}>
            {label}
          </Badge>
        ))}
      </Badges>
    ),
  },
];

/** /users (§2): the team's accounts, searched on the client. */
export function UserListScreen({
  status,
  users,
  errorMessage: loadError = 'Erro ao carregar usuários',
  onRetry,
  onDelete,
}: UserListScreenProps) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterUsers(users, query), [users, query]);

  return (
    <ListScreen<User>
      title="Usuários"
      add={{ href: pagePaths.usersAdd, label: 'Adicionar Usuário', icon: <UserPlus /> }}
      search={{
        label: 'Buscar usuários',
        placeholder: 'Buscar por nome, e-mail ou título...',
        value: query,
        onChange: setQuery,
      }}
      status={status}
      loadError={loadError}
      onRetry={onRetry}
      rows={visible}
      rowKey={(user) => user.id}
      empty={{
        icon: <Users />,
        title:
          users.length === 0 ? 'Nenhum usuário cadastrado.' : 'Nenhum usuário encontrado com os filtros aplicados.',
      }}
      primary={{ header: 'Nome', render: nameCell }}
      facts={facts}
      rowLinks={(user) => (
        <RowActionLink href={pagePaths.usersEdit(user.id)} icon={<Pencil />} label={`Editar usuário: ${user.name}`} />
      )}
      deletion={{
        buttonLabel: (user) => `Excluir usuário: ${user.name}`,
        confirm: (user) => ({
          title: `Tem certeza que deseja excluir o usuário "${user.name}"?`,
          description: 'Esta ação não pode ser desfeita.',
        }),
        failureTitle: 'Erro ao excluir usuário',
        failureFallback: 'Tente novamente mais tarde.',
        onDelete,
      }}
    />
  );
}
