import { LandingPage, type PostsStatus, type TeamStatus } from '@firm/ui/public';
import { useTeaserPosts } from '../../resources/publicPosts';
import { useTeam } from '../../resources/team';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { pageTitles } from '../../seo/pageMeta';

/** /: the landing page with the blog teaser and the team. */
export function HomeRoute() {
  const teaser = useTeaserPosts();
  const team = useTeam();
  useDocumentTitle(pageTitles.home);

  const posts: PostsStatus = teaser.data
    ? { status: 'ready', posts: teaser.data }
    : teaser.error
      ? { status: 'error' }
      : { status: 'loading' };
  // The team never fails (fetchTeam logs and answers []): an empty team hides its block.
  const members: TeamStatus = team.data ? { status: 'ready', members: team.data } : { status: 'loading' };

  return <LandingPage posts={posts} onRetryPosts={() => void teaser.mutate()} team={members} />;
}
