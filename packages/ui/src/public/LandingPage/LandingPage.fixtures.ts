import { postSummaries } from '../shared/posts.fixtures';
import { team } from '../shared/people.fixtures';
import type { LandingPageProps } from './LandingPage';

type LandingData = Pick<LandingPageProps, 'posts' | 'team'>;

export const landingReady: LandingData = {
  posts: { status: 'ready', posts: postSummaries },
  team: { status: 'ready', members: team },
};

export const landingLoading: LandingData = { posts: { status: 'loading' }, team: { status: 'loading' } };

export const landingFailed: LandingData = { posts: { status: 'error' }, team: { status: 'error' } };
