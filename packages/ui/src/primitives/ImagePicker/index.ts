export { ImagePicker, validateImage, IMAGE_PICKER_HINT, IMAGE_SIZE_TITLE, IMAGE_TYPE_TITLE } from './ImagePicker';
export type { ImagePickerProps } from './ImagePicker';
export { imagePickerShapes } from './ImagePicker.styles';
export type { ImagePickerShape } from './ImagePicker.styles';
