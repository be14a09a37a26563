export { RecordCards } from './RecordCards';
export type { RecordCardsProps, RecordCardField } from './RecordCards';
