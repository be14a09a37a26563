export { Toaster, notify } from './Toaster';
export type { ToasterProps } from './Toaster';
