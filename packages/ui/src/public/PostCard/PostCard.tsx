import { CalendarDays, Clock, Scale } from 'lucide-react';
import type { PostSummary } from '@firm/contract';
import { excerpt, pagePaths } from '@firm/contract';
import { Badge } from '../../primitives/Badge';
import { Link } from '../../primitives/Link';
import { ResponsiveImage } from '../ResponsiveImage';
import { formatPostDate } from '../shared/formatPostDate';
import { Body, Card, Excerpt, Media, Meta, MetaItem, Placeholder, Title, TitleLink } from './PostCard.styles';
import { phoneColumnWidth } from '../shared/Container';

export interface PostCardProps {
  post: PostSummary;
  /** Show the first 180 characters of the post (landing teaser). */
  showExcerpt?: boolean;
  /** Heading level of the title within the page's outline. */
  headingLevel?: 2 | 3;
  /** First cards of the blog list are above the fold: load their image at once. */
  priority?: boolean;
}

/** A post as a card: image, category badge, title (the link), date and reading time. */
export function PostCard({ post, showExcerpt = false, headingLevel = 3, priority = false }: PostCardProps) {
  const category = post.tags[0]?.name;
  return (
    <Card>
      <Media>
        {post.image ? (
          <ResponsiveImage
            src={post.image}
            alt={post.image_alt || post.title}
            info={post.image_info}
            sizes={`(min-width: 1024px) 360px, (min-width: 768px) 50vw, ${phoneColumnWidth}`}
            priority={priority}
          />
        ) : (
          <Placeholder aria-hidden="true">
            <Scale />
          </Placeholder>
        )}
      </Media>
      <Body>
        {category ? (
          <div>
            <Badge tone="accent">{category}</Badge>
          </div>
        ) : null}
        <Title as={`h${headingLevel}`}>
          <TitleLink as={Link} href={pagePaths.blogPost(post.slug)}>
            {post.title}
          </TitleLink>
        </Title>
        {showExcerpt && post.excerpt ? <Excerpt>{excerpt(post.excerpt)}</Excerpt> : null}
        <Meta>
          <MetaItem>
            <CalendarDays aria-hidden="true" />
            <span className="visually-hidden">Publicado em </span>
            <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
          </MetaItem>
          {post.reading_time ? (
            <MetaItem>
              <Clock aria-hidden="true" />
              <span>{post.reading_time}</span>
            </MetaItem>
          ) : null}
        </Meta>
      </Body>
    </Card>
  );
}
