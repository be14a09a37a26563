export { Services } from './Services';
export type { ServicesProps } from './Services';
export { practiceAreas } from './services';
export type { PracticeArea } from './services';
