export { ShareMenu, whatsappShareUrl } from './ShareMenu';
export type { ShareMenuProps } from './ShareMenu';
