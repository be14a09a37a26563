export { CategorySelector, NEW_CATEGORY_VALUE } from './CategorySelector';
export type { CategorySelectorProps } from './CategorySelector';
