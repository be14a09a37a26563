export { ListScreen } from './ListScreen';
export type { ListScreenProps, ListScreenFact, ListScreenStatus } from './ListScreen';
