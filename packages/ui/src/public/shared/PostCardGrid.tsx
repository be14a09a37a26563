import type { PostSummary } from '@firm/contract';
import styled from 'styled-components';
import { PostCard } from '../PostCard';
import { gridListStyles } from './gridList';
import { theme } from '../../theme/theme';

const Grid = styled.ul`
  ${gridListStyles}
  gap: ${theme.space[600]};

  ${theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export interface PostCardGridProps {
  posts: readonly PostSummary[];
  /** The landing teaser shows each post's first lines. */
  showExcerpt?: boolean;
  /** The blog list's first card is above the fold: its image loads at once. */
  priorityFirst?: boolean;
}

/** Post cards in a list: one column on phones, two from 768 px, three on desktop. */
export function PostCardGrid({ posts, showExcerpt = false, priorityFirst = false }: PostCardGridProps) {
  return (
    <Grid>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} showExcerpt={showExcerpt} headingLevel={3} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </Grid>
  );
}
