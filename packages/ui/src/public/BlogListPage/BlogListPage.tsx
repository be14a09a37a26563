import { Newspaper } from 'lucide-react';
import type { MouseEvent } from 'react';
import { pagePaths, type PostSummary } from '@firm/contract';
import { Button } from '../../primitives/Button';
import { LinkButton } from '../../primitives/LinkButton';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Spinner } from '../../primitives/Spinner';
import { PublicLayout } from '../PublicLayout';
import { Container } from '../shared/Container';
import { PostCardGrid } from '../shared/PostCardGrid';
import { ALL_CATEGORIES, BlogListPageFilter, type TagsStatus } from './BlogListPageFilter';
import { BlogListPageSearch } from './BlogListPageSearch';
import { Count, Intro, LoadMore, PageHeader, PageTitle, Results, Toolbar } from './BlogListPage.styles';

export type BlogPostsStatus =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      posts: PostSummary[];
      /** Total matching posts on the server. */
      count: number;
      /** The next page is on its way (after 'Carregar mais'). */
      loadingMore?: boolean;
    };

export type { TagsStatus };

export interface BlogListPageProps {
  posts: BlogPostsStatus;
  tags: TagsStatus;
  /** The selected category: 'Todos' or a tag name. */
  category: string;
  /** Called with the tag name, or 'Todos' for every post. */
  onCategoryChange: (name: string) => void;
  /** Title search, debounced 400 ms. */
  onSearchChange: (title: string) => void;
  initialSearch?: string;
  onLoadMore: () => void;
  /** The next page's address (`/blog?page=N+1` with the filters): 'Carregar mais' without script. */
  loadMoreHref: string;
  onRetry?: () => void;
}

/** The id of the filter form (a GET to /blog: chips and search work without script). */
const FORM_ID = 'blog-filters';

/** A plain click is the script's; a modified one (new tab…) and no script at all follow the href. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function BlogListPage({
  posts,
  tags,
  category,
  onCategoryChange,
  onSearchChange,
  initialSearch,
  onLoadMore,
  loadMoreHref,
  onRetry,
}: BlogListPageProps) {
  const filtered = category !== ALL_CATEGORIES;
  const canLoadMore = posts.status === 'ready' && !posts.loadingMore && posts.posts.length < posts.count;

  return (
    <PublicLayout navVariant="dark">
      <PageHeader>
        <Container>
          <PageTitle>Blog</PageTitle>
          <Intro>
            Artigos informativos sobre direitos trabalhistas, previdenciários, de família, do consumidor e imobiliários,
            escritos pela nossa equipe em linguagem simples.
          </Intro>
        </Container>
      </PageHeader>

      <Container>
        {/* Without script the form is submitted (chips, Enter); with it, the callbacks do the work. */}
        <Toolbar
          as="form"
          id={FORM_ID}
          method="get"
          action={pagePaths.blog}
          role="search"
          onSubmit={(event) => event.preventDefault()}
        >
          <BlogListPageSearch initialValue={initialSearch} onSearchChange={onSearchChange} />
          {/* The form's default button (Enter in the search): keeps the selected category. */}
          <button
            type="submit"
            className="visually-hidden"
            tabIndex={-1}
            {...(filtered ? { name: 'category', value: category } : {})}
          >
            Buscar
          </button>
          <BlogListPageFilter tags={tags} selected={category} onChange={onCategoryChange} />
        </Toolbar>

        <Results aria-labelledby="blog-results-title" aria-busy={posts.status === 'loading' || undefined}>
          <h2 id="blog-results-title" className="visually-hidden">
            Publicações{filtered ? ` em ${category}` : ''}
          </h2>
          {posts.status === 'loading' ? <Spinner size="lg" label="Carregando publicações..." /> : null}
          {posts.status === 'error' ? <ErrorState message="Erro ao carregar publicações" onRetry={onRetry} /> : null}
          {posts.status === 'ready' && posts.posts.length === 0 ? (
            <EmptyState
              icon={<Newspaper />}
              title={filtered ? 'Nenhuma publicação encontrada para esta categoria.' : 'Nenhuma publicação encontrada.'}
              description={
                filtered
                  ? 'Veja as publicações de todas as categorias ou tente outra palavra na busca.'
                  : 'Tente outra palavra na busca ou volte mais tarde: novos artigos são publicados com frequência.'
              }
              action={
                filtered ? (
                  <Button
                    variant="secondary"
                    type="submit"
                    form={FORM_ID}
                    onClick={(event) => {
                      event.preventDefault();
                      onCategoryChange(ALL_CATEGORIES);
                    }}
                  >
                    Ver todas as categorias
                  </Button>
                ) : undefined
              }
            />
          ) : null}
          {posts.status === 'ready' && posts.posts.length > 0 ? (
            <>
              <Count aria-live="polite">
                {posts.posts.length === posts.count
                  ? `${posts.count} ${posts.count === 1 ? 'publicação' : 'publicações'}`
                  : `Mostrando ${posts.posts.length} de ${posts.count} publicações`}
              </Count>
              <PostCardGrid posts={posts.posts} priorityFirst />
            </>
          ) : null}
          {posts.status === 'ready' && posts.loadingMore ? <Spinner label="Carregando publicações..." /> : null}
          {canLoadMore ? (
            <LoadMore>
              <LinkButton
                href={loadMoreHref}
                variant="secondary"
                size="lg"
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onLoadMore();
                }}
              >
                Carregar mais
              </LinkButton>
            </LoadMore>
          ) : null}
        </Results>
      </Container>
    </PublicLayout>
  );
}
