import type { PostSummary } from '@firm/contract';
import { limits, pagePaths } from '@firm/contract';
import { Eye, Newspaper, Pencil, Plus } from 'lucide-react';
import { Badge } from '../../primitives/Badge';
import { Pagination } from '../../primitives/Pagination';
import { formatDate } from '../format';
import { ListScreen, type ListScreenFact } from '../ListScreen';
import { RowActionLink } from '../RowActions';
import { postPreviewHref } from '../PostEditor/postPreviewHref';
import { DateCell, TitleCell } from './PostListScreen.styles';

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
  /** The moment a post counts as scheduled after (its `published_at` is later); defaults to now. */
  now?: Date;
}

/** Not public yet: its publication date has not come. */
const isScheduled = (post: PostSummary, now: Date) => Date.parse(post.published_at) > now.getTime();

/** The columns after Título, shared by the table (wide screens) and the cards (phones). */
const factsAt = (now: Date): ReadonlyArray<ListScreenFact<PostSummary>> => [
  {
    label: 'Data',
    render: (post) => (
      <DateCell>
        {formatDate(post.published_at)}
        {isScheduled(post, now) ? <Badge tone="info">Agendado</Badge> : null}
      </DateCell>
    ),
  },
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
  now = new Date(),
}: PostListScreenProps) {
  const hasNext = page * limits.backofficePostsPageSize < count;

  return (
    <ListScreen<PostSummary>
      title="Posts"
      add={{ href: pagePaths.postsAdd, label: 'Adicionar Post', icon: <Plus /> }}
      search={{
        label: 'Buscar posts',
        placeholder: 'Buscar por título ou categoria...',
        value: search,
        onChange: (value) => onQueryChange({ search: value, page: 1 }),
      }}
      status={status}
      loadError={loadError}
      onRetry={onRetry}
      rows={posts}
      rowKey={(post) => post.id}
      empty={{
        icon: <Newspaper />,
        title: 'Nenhum post encontrado.',
        description: search
          ? 'Tente buscar por outro título ou categoria.'
          : 'Use “Adicionar Post” para escrever o primeiro.',
      }}
      primary={{
        header: 'Título',
        render: (post) => <TitleCell>{post.title}</TitleCell>,
        heading: (post) => post.title,
      }}
      facts={factsAt(now)}
      rowLinks={(post) => (
        <>
          {isScheduled(post, now) ? (
            // Not public yet, so /blog/{slug} would answer 'Publicação não encontrada.': the editor's preview.
            <RowActionLink href={postPreviewHref(post.id)} icon={<Eye />} label={`Ver prévia: ${post.title}`} />
          ) : (
            <RowActionLink href={pagePaths.blogPost(post.slug)} icon={<Eye />} label={`Ver post: ${post.title}`} />
          )}
          <RowActionLink href={pagePaths.postsEdit(post.id)} icon={<Pencil />} label={`Editar post: ${post.title}`} />
        </>
      )}
      deletion={{
        buttonLabel: (post) => `Excluir post: ${post.title}`,
        confirm: (post) => ({
          title: 'Excluir post',
          description: `Tem certeza que deseja excluir o post "${post.title}"?`,
        }),
        failureTitle: 'Erro ao excluir post',
        onDelete,
      }}
      footer={
        <Pagination page={page} hasNext={hasNext} onPageChange={(next) => onQueryChange({ search, page: next })} />
      }
    />
  );
}
