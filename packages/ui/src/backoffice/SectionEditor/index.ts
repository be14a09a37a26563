export { SectionEditor } from './SectionEditor';
export type { SectionEditorProps } from './SectionEditor';
export { sectionTypeInfo } from './sectionTypeLabels';
