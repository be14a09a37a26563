import { isListSectionType } from '@firm/contract/forms';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Trash } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { ImagePicker } from '../../primitives/ImagePicker';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { notify } from '../../primitives/Toaster';
import type { DraftSection } from '../PostEditor/postDraft';
import { Body, Handle, RowHeader, RowItem, RowTitle, ToolButton, Tools } from './SectionEditor.styles';
import { sectionTypeInfo } from './sectionTypeLabels';

export type SectionMove = 'up' | 'down';

export interface SectionEditorRowProps {
  section: DraftSection;
  index: number;
  total: number;
  onChange: (section: DraftSection) => void;
  onMove: (direction: SectionMove) => void;
  onRemove: () => void;
  /** Moves focus into the field once mounted (a section just added). */
  focusOnMount?: boolean;
  disabled?: boolean;
}

export function SectionEditorRow({
  section,
  index,
  total,
  onChange,
  onMove,
  onRemove,
  focusOnMount = false,
  disabled = false,
}: SectionEditorRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.key,
    disabled,
  });
  const bodyRef = useRef<HTMLDivElement>(null);
  const headerId = useId();
  const info = sectionTypeInfo[section.type];
  const n = index + 1;

  useEffect(() => {
    if (focusOnMount) bodyRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
    // Only when the row appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (patch: Partial<DraftSection>) => onChange({ ...section, ...patch });
  const Icon = info.icon;

  return (
    <RowItem
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      $dragging={isDragging}
    >
      <RowHeader>
        <Handle
          ref={setActivatorNodeRef}
          type="button"
          disabled={disabled}
          {...attributes}
          {...listeners}
          aria-roledescription="seção reordenável"
        >
          <GripVertical aria-hidden="true" />
          <span className="visually-hidden">{`Arrastar seção ${n}`}</span>
        </Handle>
        <RowTitle id={headerId}>
          <Icon aria-hidden="true" />
          <span>{`Seção ${n} · ${info.label}`}</span>
        </RowTitle>
        <Tools>
          <ToolButton
            type="button"
            title={`Mover seção ${n} para cima`}
            disabled={disabled || index === 0}
            onClick={() => onMove('up')}
          >
            <ArrowUp aria-hidden="true" />
            <span className="visually-hidden">{`Mover seção ${n} para cima`}</span>
          </ToolButton>
          <ToolButton
            type="button"
            title={`Mover seção ${n} para baixo`}
            disabled={disabled || index === total - 1}
            onClick={() => onMove('down')}
          >
            <ArrowDown aria-hidden="true" />
            <span className="visually-hidden">{`Mover seção ${n} para baixo`}</span>
          </ToolButton>
          <ToolButton type="button" title={`Remover seção ${n}`} $tone="danger" disabled={disabled} onClick={onRemove}>
            <Trash aria-hidden="true" />
            <span className="visually-hidden">{`Remover seção ${n}`}</span>
          </ToolButton>
        </Tools>
      </RowHeader>
      <Body ref={bodyRef}>
        {section.type === 'image' ? (
          <>
            <ImagePicker
              label={info.field}
              previewUrl={section.image}
              previewAlt={section.imageAlt || `Imagem da seção ${n}`}
              onChange={(file) => update({ imageFile: file, image: null })}
              onReject={(title, message) => notify.error(title, message)}
              disabled={disabled}
            />
            <TextField
              label="Texto alternativo"
              hint="Descreva a imagem para quem usa leitor de tela."
              value={section.imageAlt}
              onChange={(event) => update({ imageAlt: event.target.value })}
              disabled={disabled}
            />
          </>
        ) : section.type === 'paragraph' || isListSectionType(section.type) ? (
          <TextArea
            label={info.field}
            hint={isListSectionType(section.type) ? 'Um item por linha.' : undefined}
            rows={isListSectionType(section.type) ? 4 : 5}
            value={section.content}
            onChange={(event) => update({ content: event.target.value })}
            disabled={disabled}
          />
        ) : (
          <TextField
            label={info.field}
            value={section.content}
            onChange={(event) => update({ content: event.target.value })}
            disabled={disabled}
          />
        )}
      </Body>
    </RowItem>
  );
}
