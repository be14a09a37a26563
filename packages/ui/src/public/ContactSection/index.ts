export { ContactSection } from './ContactSection';
export type { ContactSectionProps } from './ContactSection';
export { ContactForm } from './ContactForm';
export type { ContactFormProps } from './ContactForm';
export {
  buildContactMailto,
  contactSubjects,
  isContactFormComplete,
  CONTACT_REQUIRED_MESSAGE,
} from './buildContactMailto';
export type { ContactFormValues } from './buildContactMailto';
