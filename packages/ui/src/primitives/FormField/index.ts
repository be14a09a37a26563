export { FormField, fieldDescribedBy, fieldHintId, fieldErrorId } from './FormField';
export type { FormFieldProps } from './FormField';
