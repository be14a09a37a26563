import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { UiSectionType } from '@firm/contract/forms';
import { useEffect, useRef, useState } from 'react';
import { newSection, type DraftSection } from '../PostEditor/postDraft';
import { Empty, Live, Root, Rows } from './SectionEditor.styles';
import { SectionEditorAddMenu } from './SectionEditorAddMenu';
import { SectionEditorRow, type SectionMove } from './SectionEditorRow';

export interface SectionEditorProps {
  sections: DraftSection[];
  onChange: (sections: DraftSection[]) => void;
  /** While a save runs. */
  disabled?: boolean;
}

const instructions: ScreenReaderInstructions = {
  draggable:
    'Para reordenar, pressione Espaço ou Enter para pegar a seção, use as setas para cima e para baixo para movê-la e pressione Espaço ou Enter para soltar. Esc cancela.',
};

function positionOf(sections: readonly DraftSection[], key: string | number | undefined): number {
  return sections.findIndex((section) => section.key === key) + 1;
}

/**
 * The post's content sections (§2): add at the end, move up/down, remove, and
 * drag-and-drop with the pointer or the keyboard (dnd-kit's sortable list).
 */
export function SectionEditor({ sections, onChange, disabled = false }: SectionEditorProps) {
  const [justAdded, setJustAdded] = useState<string | null>(null);
  // A one-shot request read after the parent re-renders with the moved sections: a ref, not state.
  const focusAfterMoveRef = useRef<{ key: string; direction: SectionMove } | null>(null);
  const [message, setMessage] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const total = sections.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Seção ${positionOf(sections, active.id)} selecionada.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Seção ${positionOf(sections, active.id)} sobre a posição ${positionOf(sections, over.id)} de ${total}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Seção ${positionOf(sections, active.id)} solta na posição ${positionOf(sections, over.id)} de ${total}.`
        : `Seção ${positionOf(sections, active.id)} solta.`,
    onDragCancel: ({ active }) => `Movimento cancelado. A seção ${positionOf(sections, active.id)} voltou ao lugar.`,
  };

  // After a move with the buttons, keep focus on the moved section's button (or its other arrow at an end).
  useEffect(() => {
    const focusAfterMove = focusAfterMoveRef.current;
    if (!focusAfterMove) return;
    const index = sections.findIndex((section) => section.key === focusAfterMove.key);
    const n = index + 1;
    const wanted = focusAfterMove.direction === 'up' ? `Mover seção ${n} para cima` : `Mover seção ${n} para baixo`;
    const other = focusAfterMove.direction === 'up' ? `Mover seção ${n} para baixo` : `Mover seção ${n} para cima`;
    const buttons = Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>('button[title]') ?? []);
    const target = buttons.find((b) => b.title === wanted && !b.disabled) ?? buttons.find((b) => b.title === other);
    target?.focus();
    focusAfterMoveRef.current = null;
  }, [sections]);

  const add = (type: UiSectionType) => {
    const section = newSection(type);
    setJustAdded(section.key);
    onChange([...sections, section]);
    setMessage(`Seção ${sections.length + 1} adicionada.`);
  };

  const move = (index: number, direction: SectionMove) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= sections.length) return;
    const moved = sections[index];
    if (!moved) return;
    onChange(arrayMove(sections, index, to));
    focusAfterMoveRef.current = { key: moved.key, direction };
    setMessage(`Seção movida para a posição ${to + 1} de ${sections.length}.`);
  };

  const remove = (index: number) => {
    onChange(sections.filter((_, i) => i !== index));
    setMessage(`Seção ${index + 1} removida.`);
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = sections.findIndex((section) => section.key === active.id);
    const to = sections.findIndex((section) => section.key === over.id);
    if (from < 0 || to < 0) return;
    onChange(arrayMove(sections, from, to));
  };

  return (
    <Root ref={rootRef}>
      {sections.length === 0 ? (
        <Empty>Nenhuma seção ainda. Use “Adicionar Seção” para escrever o conteúdo do post.</Empty>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={{ announcements, screenReaderInstructions: instructions }}
        >
          <SortableContext items={sections.map((section) => section.key)} strategy={verticalListSortingStrategy}>
            <Rows aria-label="Seções do post">
              {sections.map((section, index) => (
                <SectionEditorRow
                  key={section.key}
                  section={section}
                  index={index}
                  total={sections.length}
                  focusOnMount={section.key === justAdded}
                  disabled={disabled}
                  onChange={(next) => onChange(sections.map((s, i) => (i === index ? next : s)))}
                  onMove={(direction) => move(index, direction)}
                  onRemove={() => remove(index)}
                />
              ))}
            </Rows>
          </SortableContext>
        </DndContext>
      )}
      <div>
        <SectionEditorAddMenu onAdd={add} disabled={disabled} />
      </div>
      <Live role="status" className="visually-hidden">
        {message}
      </Live>
    </Root>
  );
}
