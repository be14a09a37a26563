import { longNamed, team } from '../fixtures/people';
import type { UserListScreenProps } from './UserListScreen';

export const filledArgs: UserListScreenProps = {
  status: 'ready',
  users: team,
  onRetry: () => {},
  onDelete: async () => {},
};

export const longContentUsers = [longNamed, ...team];
