export { UserListScreen, filterUsers } from './UserListScreen';
export type { UserListScreenProps, UserListStatus } from './UserListScreen';
