export { About } from './About';
export type { AboutProps, TeamStatus } from './About';
