export { UserForm, ROLE_LOCKED_NOTE } from './UserForm';
export type { UserFormProps, UserFormMode, UserFormStatus, UserFormSubmission } from './UserForm';
