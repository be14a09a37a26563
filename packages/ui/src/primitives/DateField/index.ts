export { DateField, DATE_FORMAT } from './DateField';
export type { DateFieldProps } from './DateField';
