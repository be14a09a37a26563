import { ArrowLeft, FileQuestion } from 'lucide-react';
import type { Post } from '@firm/contract';
import { pagePaths } from '@firm/contract';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { LinkButton } from '../../primitives/LinkButton';
import { Spinner } from '../../primitives/Spinner';
import { PostArticle } from '../PostArticle';
import { PublicLayout } from '../PublicLayout';
import { deferred } from '../shared/deferred';
import { BackLink, StateBox, Wrap } from './PostPage.styles';

// After the article: its code arrives when the reader scrolls toward it; the share menu's, when
// the reader opens it (shared/deferred).
const PostCta = deferred('post-cta', () => import('./PostCta').then((m) => m.PostCta));
const ShareMenu = deferred('share', () => import('../ShareMenu/ShareMenu').then((m) => m.ShareMenu), {
  loadCode: 'used',
});

export type PostPageStatus =
  | { status: 'loading' }
  | { status: 'error' }
  /** No post at this address (or not yet published): the server answers 404 with this state. */
  | { status: 'notFound' }
  | { status: 'ready'; post: Post; /** The post's public address, for sharing. */ url: string };

export interface PostPageProps {
  post: PostPageStatus;
  /** `navigator.share` exists (known only in the browser, after hydration). */
  canShare?: boolean;
  onCopy?: (url: string) => void;
  onNativeShare?: () => void;
  onRetry?: () => void;
}

export function PostPage({ post, canShare = false, onCopy, onNativeShare, onRetry }: PostPageProps) {
  return (
    <PublicLayout navVariant="dark">
      <Wrap>
        <BackLink href={pagePaths.blog}>
          <ArrowLeft aria-hidden="true" />
          Voltar para o blog
        </BackLink>
        {post.status === 'loading' ? (
          <StateBox>
            <h1 className="visually-hidden">Publicação</h1>
            <Spinner size="lg" label="Carregando publicação..." />
          </StateBox>
        ) : null}
        {post.status === 'error' ? (
          <StateBox>
            <h1 className="visually-hidden">Publicação indisponível</h1>
            <ErrorState message="Erro ao carregar publicação." onRetry={onRetry} />
          </StateBox>
        ) : null}
        {post.status === 'notFound' ? (
          <StateBox>
            <h1 className="visually-hidden">Publicação não encontrada</h1>
            <EmptyState
              icon={<FileQuestion />}
              title="Publicação não encontrada."
              description="O endereço pode ter mudado ou a publicação foi retirada do ar. As demais publicações continuam no blog."
              action={
                <LinkButton href={pagePaths.blog} variant="primary" icon={<ArrowLeft />}>
                  Ver todas as publicações
                </LinkButton>
              }
            />
          </StateBox>
        ) : null}
      </Wrap>

      {post.status === 'ready' ? (
        <>
          <PostArticle
            post={post.post}
            toolbar={
              <ShareMenu
                url={post.url}
                title={post.post.title}
                canShare={canShare}
                onCopy={onCopy}
                onNativeShare={onNativeShare}
              />
            }
          />
          <PostCta />
        </>
      ) : null}
    </PublicLayout>
  );
}
