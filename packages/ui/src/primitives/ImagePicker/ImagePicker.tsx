import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { limits, sniffImageFormat, IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS } from '@firm/contract';
import { Button } from '../Button';
import { FormField, fieldDescribedBy } from '../FormField';
import { ButtonIcon, ButtonLabel } from '../Button/Button.styles';
import { Actions, ChooseLabel, FileInput, Preview, Row, type ImagePickerShape } from './ImagePicker.styles';

export const IMAGE_TYPE_TITLE = 'Tipo de arquivo inválido';
export const IMAGE_SIZE_TITLE = 'Arquivo muito grande';
export const IMAGE_PIXELS_TITLE = 'Imagem muito grande';
export const IMAGE_PICKER_HINT = 'máx. 5MB, JPG, PNG, GIF';

export interface ImagePickerProps {
  label: ReactNode;
  /** Marks the field as required (the marker only: a saved image may already exist). */
  required?: boolean;
  /** The URL of an image already saved. */
  previewUrl?: string | null;
  /** A valid file, or null when the image is removed. Never called for a rejected file. */
  onChange: (file: File | null) => void;
  /** A rejected file's title and message, e.g. for a toast. */
  onReject?: (title: string, message: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  previewAlt?: string;
  /** 'wide' (16:9, post images) or 'square' (profile photos). */
  shape?: ImagePickerShape;
  id?: string;
  name?: string;
  disabled?: boolean;
}

interface Rejection {
  title: string;
  message: string;
}

const notAnImage: Rejection = { title: IMAGE_TYPE_TITLE, message: IMAGE_NOT_AN_IMAGE };

/** Why a file cannot be used, by its declared type and size, or null when it can. */
export function validateImage(file: File): Rejection | null {
  if (!file.type.startsWith('image/')) return notAnImage;
  if (file.size > limits.maxImageBytes) return { title: IMAGE_SIZE_TITLE, message: IMAGE_TOO_LARGE };
  return null;
}

/** The picture's size once the browser has read it, or null when it does not load as one. */
function loadImage(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () =>
      done(image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null);
    image.onerror = () => done(null);
    image.src = url;
  });
}

/**
 * Why a file cannot be used, by what it holds: its first bytes must be a format the server
 * accepts (a text or an SVG named .png is not), it must load as a picture, and within the
 * server's pixel limit. The name and declared type prove nothing.
 */
export async function inspectImage(file: File): Promise<Rejection | null> {
  const declared = validateImage(file);
  if (declared) return declared;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!sniffImageFormat(head)) return notAnImage;
  const size = await loadImage(file);
  if (!size) return notAnImage;
  if (size.width * size.height > limits.maxImagePixels)
    return { title: IMAGE_PIXELS_TITLE, message: IMAGE_TOO_MANY_PIXELS };
  return null;
}

/**
 * Chooses one image: checks type, size (§5) and content before anyone uploads it,
 * previews it in a fixed box, and offers 'Remover imagem'.
 */
export function ImagePicker({
  label,
  required,
  previewUrl = null,
  onChange,
  onReject,
  error,
  hint = IMAGE_PICKER_HINT,
  previewAlt,
  shape = 'wide',
  id,
  name,
  disabled,
}: ImagePickerProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const objectUrlRef = useRef<string | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [removedUrl, setRemovedUrl] = useState<string | null>(null);
  const [rejection, setRejection] = useState<Rejection | null>(null);
  // The latest choice: a slower check of an earlier file must not overrule it.
  const choice = useRef(0);

  const replaceObjectUrl = (next: string | null) => {
    if (objectUrlRef.current) URL.revokeObjectURL(objectUrlRef.current);
    objectUrlRef.current = next;
    setObjectUrl(next);
  };

  useEffect(
    () => () => {
      if (objectUrlRef.current) URL.revokeObjectURL(objectUrlRef.current);
      objectUrlRef.current = null;
    },
    [],
  );

  const shownUrl = objectUrl ?? (previewUrl && previewUrl !== removedUrl ? previewUrl : null);
  const shownError = error ?? rejection?.message;

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still raises a change.
    event.target.value = '';
    if (!file) return;
    const current = ++choice.current;
    const problem = await inspectImage(file);
    if (current !== choice.current) return;
    if (problem) {
      setRejection(problem);
      onReject?.(problem.title, problem.message);
      return;
    }
    setRejection(null);
    replaceObjectUrl(URL.createObjectURL(file));
    onChange(file);
  };

  const handleRemove = () => {
    choice.current += 1;
    replaceObjectUrl(null);
    setRemovedUrl(previewUrl);
    setRejection(null);
    onChange(null);
    inputRef.current?.focus();
  };

  return (
    <FormField id={fieldId} label={label} hint={hint} error={shownError} required={required}>
      <Row>
        <Preview $shape={shape} $invalid={Boolean(shownError)} $filled={Boolean(shownUrl)}>
          {shownUrl ? (
            <img
              src={shownUrl}
              alt={previewAlt ?? 'Pré-visualização da imagem selecionada'}
              width={shape === 'wide' ? 192 : 128}
              height={shape === 'wide' ? 108 : 128}
            />
          ) : (
            <ImagePlus aria-hidden="true" />
          )}
        </Preview>
        <Actions>
          <FileInput
            ref={inputRef}
            id={fieldId}
            name={name}
            type="file"
            accept="image/*"
            className="visually-hidden"
            disabled={disabled}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={fieldDescribedBy(fieldId, { hint, error: shownError })}
            onChange={(event) => void handleChange(event)}
          />
          <ChooseLabel htmlFor={fieldId} $variant="secondary" $size="md" $fullWidth={false}>
            <ButtonIcon aria-hidden="true">
              <ImagePlus />
            </ButtonIcon>
            <ButtonLabel>{shownUrl ? 'Trocar imagem' : 'Escolher imagem'}</ButtonLabel>
          </ChooseLabel>
          {shownUrl ? (
            <Button variant="ghost" icon={<Trash2 />} onClick={handleRemove} disabled={disabled}>
              Remover imagem
            </Button>
          ) : null}
        </Actions>
      </Row>
    </FormField>
  );
}
