import type { User } from '@firm/contract';
import { roleLabels } from '@firm/contract/forms';
import { Pencil, Trash, UserPlus, Users } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Badge } from '../../primitives/Badge';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { LinkButton } from '../../primitives/LinkButton';
import { SearchField } from '../../primitives/SearchField';
import { Spinner } from '../../primitives/Spinner';
import { Table } from '../../primitives/Table';
import { notify } from '../../primitives/Toaster';
import { Avatar } from '../Avatar';
import { errorMessage } from '../format';
import { PageHeader } from '../PageHeader';
import { RecordCards } from '../RecordCards';
import { RowActionButton, RowActionLink, RowActions } from '../RowActions';
import { useIsWide } from '../useIsWide';
import { Badges, NameCell, Panel, Search } from './UserListScreen.styles';

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
const facts: ReadonlyArray<{ label: string; render: (user: User) => ReactNode }> = [
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
  const [pending, setPending] = useState<User | null>(null);
  const [deleting, setDeleting] = useState(false);
  const visible = useMemo(() => filterUsers(users, query), [users, query]);
  const wide = useIsWide();

  const actions = (user: User) => (
    <RowActions>
      <RowActionLink href={`/users/edit/${user.id}`} icon={<Pencil />} label={`Editar usuário: ${user.name}`} />
      <RowActionButton
        icon={<Trash />}
        tone="danger"
        label={`Excluir usuário: ${user.name}`}
        onClick={() => setPending(user)}
      />
    </RowActions>
  );

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await onDelete(pending);
    } catch (error) {
      notify.error('Erro ao excluir usuário', errorMessage(error) || 'Tente novamente mais tarde.');
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  return (
    <div>
      <PageHeader
        title="Usuários"
        actions={
          <LinkButton href="/users/add" icon={<UserPlus />}>
            Adicionar Usuário
          </LinkButton>
        }
      />
      <Search>
        <SearchField
          label="Buscar usuários"
          labelHidden
          placeholder="Buscar por nome, e-mail ou título..."
          value={query}
          onChange={setQuery}
        />
      </Search>
      <Panel>
        {status === 'loading' ? <Spinner label="Carregando..." /> : null}
        {status === 'error' ? <ErrorState message={loadError} onRetry={onRetry} /> : null}
        {status === 'ready' && visible.length === 0 ? (
          <EmptyState
            icon={<Users />}
            title={
              users.length === 0 ? 'Nenhum usuário cadastrado.' : 'Nenhum usuário encontrado com os filtros aplicados.'
            }
          />
        ) : null}
        {status === 'ready' && visible.length > 0 ? (
          wide ? (
            <Table<User>
              caption="Usuários"
              captionHidden
              rows={visible}
              rowKey={(user) => user.id}
              columns={[
                { key: 'name', header: 'Nome', render: nameCell },
                ...facts.map((fact) => ({ key: fact.label, header: fact.label, render: fact.render })),
                { key: 'actions', header: 'Ações', render: actions },
              ]}
            />
          ) : (
            <RecordCards<User>
              label="Usuários"
              rows={visible}
              rowKey={(user) => user.id}
              heading={nameCell}
              fields={(user) => facts.map((fact) => ({ label: fact.label, value: fact.render(user) }))}
              actions={actions}
            />
          )
        ) : null}
      </Panel>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Tem certeza que deseja excluir o usuário "${pending.name}"?` : ''}
        description="Esta ação não pode ser desfeita."
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleting}
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
