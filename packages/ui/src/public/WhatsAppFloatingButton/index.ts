export { WhatsAppFloatingButton } from './WhatsAppFloatingButton';
export type { WhatsAppFloatingButtonProps } from './WhatsAppFloatingButton';
