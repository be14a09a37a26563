export { PrivacyPage } from './PrivacyPage';
