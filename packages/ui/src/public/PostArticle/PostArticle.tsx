import type { ReactNode } from 'react';
import { CalendarDays, Clock } from 'lucide-react';
import type { ImageInfo, PostAuthor } from '@firm/contract';
import { Badge } from '../../primitives/Badge';
import { ResponsiveImage } from '../ResponsiveImage';
import { formatPostDate } from '../shared/formatPostDate';
import { PostArticleAuthorBio, PostArticleByline } from './PostArticleAuthor';
import { PostArticleSections, type PostArticleSection } from './PostArticleSections';
import { Article, Body, EmptyContent, Header, MainImage, MetaItem, MetaRow, Title } from './PostArticle.styles';

/**
 * What the article shows. A published `Post` fits as it is; the back-office
 * preview passes its draft (local image URLs, no image_info, the editor's section names).
 */
export interface PostArticleData {
  title: string;
  image: string | null;
  image_alt?: string;
  image_info?: ImageInfo | null;
  tags: ReadonlyArray<{ name: string }>;
  /** ISO timestamp; shown as dd/MM/yyyy. */
  published_at: string | null;
  reading_time?: string;
  author: PostAuthor | null;
  sections: PostArticleSection[];
}

export interface PostArticleProps {
  post: PostArticleData;
  /** Label above the author's name: 'Escrito por' on the site, 'Autor' in the editor's preview. */
  authorLabel?: string;
  /** Shown instead of the sections when there are none (the editor's preview). */
  emptyContent?: ReactNode;
  /** Something to show between the header and the main image (the post page's share menu). */
  toolbar?: ReactNode;
}

export function PostArticle({ post, authorLabel = 'Escrito por', emptyContent, toolbar }: PostArticleProps) {
  const category = post.tags[0]?.name;
  const date = post.published_at ? formatPostDate(post.published_at) : '';
  return (
    <Article>
      <Header>
        {category ? (
          <div>
            <Badge tone="accent">{category}</Badge>
          </div>
        ) : null}
        <Title>{post.title}</Title>
        {date || post.reading_time ? (
          <MetaRow>
            {date && post.published_at ? (
              <MetaItem>
                <CalendarDays aria-hidden="true" />
                <span className="visually-hidden">Publicado em </span>
                <time dateTime={post.published_at}>{date}</time>
              </MetaItem>
            ) : null}
            {post.reading_time ? (
              <MetaItem>
                <Clock aria-hidden="true" />
                <span>{post.reading_time}</span>
              </MetaItem>
            ) : null}
          </MetaRow>
        ) : null}
        {post.author ? <PostArticleByline author={post.author} label={authorLabel} /> : null}
        {toolbar}
      </Header>

      {post.image ? (
        <MainImage>
          <ResponsiveImage
            src={post.image}
            alt={post.image_alt || post.title}
            info={post.image_info ?? null}
            sizes="(min-width: 1024px) 56rem, 100vw"
            priority
          />
        </MainImage>
      ) : null}

      <Body>
        {post.sections.length > 0 ? (
          <PostArticleSections sections={post.sections} />
        ) : emptyContent ? (
          <EmptyContent>{emptyContent}</EmptyContent>
        ) : null}
      </Body>

      {post.author?.summary ? <PostArticleAuthorBio author={post.author} /> : null}
    </Article>
  );
}
