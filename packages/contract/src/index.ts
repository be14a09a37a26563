export { firm, whatsappChatUrl } from './firm';
