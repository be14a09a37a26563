import type { PostSummary } from '@firm/contract';
import { limits } from '@firm/contract';
import { Eye, Newspaper, Pencil, Plus, Trash } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { LinkButton } from '../../primitives/LinkButton';
import { Pagination } from '../../primitives/Pagination';
import { SearchField } from '../../primitives/SearchField';
import { Spinner } from '../../primitives/Spinner';
import { Table } from '../../primitives/Table';
import { notify } from '../../primitives/Toaster';
import { errorMessage, formatDate } from '../format';
import { PageHeader } from '../PageHeader';
import { RecordCards } from '../RecordCards';
import { RowActionButton, RowActionLink, RowActions } from '../RowActions';
import { useIsWide } from '../useIsWide';
import { Panel, Search, TitleCell } from './PostListScreen.styles';

export type PostListStatus = 'loading' | 'error' | 'ready';

export interface PostListQuery {
  page: number;
  search: string;
}

export interface PostListScreenProps {
  status: PostListStatus;
  /** The current page's rows (at most 6). */
  posts: PostSummary[];
  /** Total number of posts matching the search. */
  count: number;
  page: number;
  search: string;
  /** A new search always asks for page 1 (§9). */
  onQueryChange: (query: PostListQuery) => void;
  /** Deletes after the confirmation; the app removes the row from its cache. A rejection shows 'Erro ao excluir post'. */
  onDelete: (post: PostSummary) => Promise<void>;
  onRetry?: () => void;
  /** Load failure text; §8 'Erro ao carregar posts'. */
  errorMessage?: string;
}

/** The columns after Título, shared by the table (wide screens) and the cards (phones). */
const facts: ReadonlyArray<{ label: string; render: (post: PostSummary) => ReactNode }> = [
  { label: 'Data', render: (post) => formatDate(post.published_at) },
  { label: 'Categoria', render: (post) => post.tags[0]?.name ?? '-' },
  { label: 'Tempo de Leitura', render: (post) => post.reading_time || '-' },
  { label: 'Criador', render: (post) => post.user_name || '-' },
];

/** /posts (§2): the back-office post list with search, pagination and deletion. */
export function PostListScreen({
  status,
  posts,
  count,
  page,
  search,
  onQueryChange,
  onDelete,
  onRetry,
  errorMessage: loadError = 'Erro ao carregar posts',
}: PostListScreenProps) {
  const [pending, setPending] = useState<PostSummary | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await onDelete(pending);
    } catch (error) {
      notify.error('Erro ao excluir post', errorMessage(error) || undefined);
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  const hasNext = page * limits.backofficePostsPageSize < count;
  const wide = useIsWide();

  const actions = (post: PostSummary) => (
    <RowActions>
      <RowActionLink href={`/blog/${post.slug}`} icon={<Eye />} label={`Ver post: ${post.title}`} />
      <RowActionLink href={`/posts/edit/${post.id}`} icon={<Pencil />} label={`Editar post: ${post.title}`} />
      <RowActionButton
        icon={<Trash />}
        tone="danger"
        label={`Excluir post: ${post.title}`}
        onClick={() => setPending(post)}
      />
    </RowActions>
  );

  return (
    <div>
      <PageHeader
        title="Posts"
        actions={
          <LinkButton href="/posts/add" icon={<Plus />}>
            Adicionar Post
          </LinkButton>
        }
      />
      <Search>
        <SearchField
          label="Buscar posts"
          labelHidden
          placeholder="Buscar por título ou categoria..."
          value={search}
          onChange={(value) => onQueryChange({ search: value, page: 1 })}
        />
      </Search>
      <Panel>
        {status === 'loading' ? <Spinner label="Carregando..." /> : null}
        {status === 'error' ? <ErrorState message={loadError} onRetry={onRetry} /> : null}
        {status === 'ready' && posts.length === 0 ? (
          <EmptyState
            icon={<Newspaper />}
            title="Nenhum post encontrado."
            description={
              search ? 'Tente buscar por outro título ou categoria.' : 'Use “Adicionar Post” para escrever o primeiro.'
            }
          />
        ) : null}
        {status === 'ready' && posts.length > 0 ? (
          <>
            {wide ? (
              <Table<PostSummary>
                caption="Posts"
                captionHidden
                rows={posts}
                rowKey={(post) => post.id}
                columns={[
                  { key: 'title', header: 'Título', render: (post) => <TitleCell>{post.title}</TitleCell> },
                  ...facts.map((fact) => ({ key: fact.label, header: fact.label, render: fact.render })),
                  { key: 'actions', header: 'Ações', render: actions },
                ]}
              />
            ) : (
              <RecordCards<PostSummary>
                label="Posts"
                rows={posts}
                rowKey={(post) => post.id}
                heading={(post) => post.title}
                fields={(post) => facts.map((fact) => ({ label: fact.label, value: fact.render(post) }))}
                actions={actions}
              />
            )}
            <Pagination page={page} hasNext={hasNext} onPageChange={(next) => onQueryChange({ search, page: next })} />
          </>
        ) : null}
      </Panel>
      <ConfirmDialog
        open={pending !== null}
        title="Excluir post"
        description={pending ? `Tem certeza que deseja excluir o post "${pending.title}"?` : ''}
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
