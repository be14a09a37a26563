import { ArrowRight, Newspaper } from 'lucide-react';
import { pagePaths } from '@firm/contract';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { LinkButton } from '../../primitives/LinkButton';
import { Spinner } from '../../primitives/Spinner';
import { Band, Container, Eyebrow, SectionIntro, SectionTitle } from '../shared/Container';
import { PostCardGrid } from '../shared/PostCardGrid';
import type { PostsStatus } from '../shared/postStatus';
import { AllPostsLink, Header } from './BlogTeaser.styles';

export type { PostsStatus };

export interface BlogTeaserProps {
  posts: PostsStatus;
  /** Shows 'Tentar novamente' on the error state. */
  onRetry?: () => void;
  /** How many cards the landing page shows. */
  maxPosts?: number;
  /** Section anchor; the nav and the hero's 'Saiba Seus Direitos' point to #blog. */
  id?: string;
}

export function BlogTeaser({ posts, onRetry, maxPosts = 3, id = 'blog' }: BlogTeaserProps) {
  const hasPosts = posts.status === 'ready' && posts.posts.length > 0;
  return (
    <Band id={id} aria-labelledby={`${id}-title`} $tone="subtle">
      <Container>
        <Header>
          <div>
            <Eyebrow>Blog</Eyebrow>
            <SectionTitle id={`${id}-title`}>Saiba seus direitos</SectionTitle>
            <SectionIntro>
              Artigos curtos e em linguagem simples sobre as dúvidas que mais ouvimos no escritório.
            </SectionIntro>
          </div>
        </Header>

        {posts.status === 'loading' ? <Spinner size="lg" label="Carregando publicações..." /> : null}
        {posts.status === 'error' ? <ErrorState message="Erro ao carregar publicações." onRetry={onRetry} /> : null}
        {posts.status === 'ready' && posts.posts.length === 0 ? (
          <EmptyState
            icon={<Newspaper />}
            title="Nenhuma publicação encontrada."
            description="Novos artigos são publicados com frequência. Se tiver uma dúvida agora, fale com a nossa equipe."
          />
        ) : null}
        {hasPosts ? <PostCardGrid posts={posts.posts.slice(0, maxPosts)} showExcerpt /> : null}

        {hasPosts ? (
          <AllPostsLink>
            <LinkButton href={pagePaths.blog} variant="secondary" icon={<ArrowRight />}>
              Ver todas as publicações
            </LinkButton>
          </AllPostsLink>
        ) : null}
      </Container>
    </Band>
  );
}
