import type { Tag } from '@firm/contract';
import { CATEGORY_EXISTS, checkNewCategory, fallbackCategories } from '@firm/contract/forms';
import { Plus, Trash } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { notify } from '../../primitives/Toaster';
import type { CategoryOption } from '../PostEditor/postDraft';
import { DeleteButton, NewRow, Root, SelectRow } from './CategorySelector.styles';

/** The select's value for '+ Adicionar nova categoria' (never a real category). */
export const NEW_CATEGORY_VALUE = '__nova-categoria__';

export interface CategorySelectorProps {
  /** The server's tags. */
  categories: readonly CategoryOption[];
  /** 'error' when the tag list failed: the six fallback categories of §7 are offered. */
  categoriesStatus?: 'ready' | 'error';
  /** The chosen category's name ('' for none). */
  value: string;
  onChange: (name: string) => void;
  /** Creates a tag; resolves with it (id and name). */
  onCreate: (name: string) => Promise<Tag>;
  /** Deletes a tag after the confirmation. */
  onDelete: (tag: Tag) => Promise<void>;
  error?: string;
  disabled?: boolean;
}

type Mode = 'select' | 'new-chosen' | 'typing';

const fallbackOptions: CategoryOption[] = fallbackCategories.map((name) => ({ id: null, name }));

/**
 * The post's category (§4): pick one, create one inline, or delete the chosen
 * one behind a confirmation. Created and deleted tags are kept locally until
 * the parent's list catches up.
 */
export function CategorySelector({
  categories,
  categoriesStatus = 'ready',
  value,
  onChange,
  onCreate,
  onDelete,
  error,
  disabled = false,
}: CategorySelectorProps) {
  const [mode, setMode] = useState<Mode>('select');
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CategoryOption[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const inputId = useId();

  const options = useMemo(() => {
    const base = categoriesStatus === 'error' ? fallbackOptions : categories;
    const merged = [...base, ...created.filter((c) => !base.some((b) => b.name === c.name))];
    return merged.filter((c) => !deleted.includes(c.name));
  }, [categories, categoriesStatus, created, deleted]);

  const selected = options.find((option) => option.name === value) ?? null;

  useEffect(() => {
    if (mode === 'typing') inputRef.current?.focus();
  }, [mode]);

  const handleSelect = (next: string) => {
    if (next === NEW_CATEGORY_VALUE) {
      setMode('new-chosen');
      onChange('');
      return;
    }
    setMode('select');
    onChange(next);
  };

  const cancelNew = () => {
    setMode('select');
    setName('');
    selectRef.current?.focus();
  };

  const saveNew = async () => {
    const check = checkNewCategory(
      name,
      options.map((option) => option.name),
    );
    if (!check.ok) {
      if (check.reason === 'duplicate') notify.error(CATEGORY_EXISTS.title, CATEGORY_EXISTS.message);
      return;
    }
    setCreating(true);
    try {
      const tag = await onCreate(check.name);
      setCreated((list) => [...list, { id: tag.id, name: tag.name }]);
      setDeleted((list) => list.filter((n) => n !== tag.name));
      setMode('select');
      setName('');
      onChange(tag.name);
      notify.success('Categoria criada!', `A categoria "${tag.name}" foi criada.`);
    } catch {
      notify.error('Erro', 'Erro ao criar categoria. Tente novamente.');
    } finally {
      setCreating(false);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // §5: Enter saves (and must not submit the post form).
    if (event.key === 'Enter') {
      event.preventDefault();
      void saveNew();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancelNew();
    }
  };

  const confirmDelete = async () => {
    if (!selected || selected.id === null) return;
    const tag = { id: selected.id, name: selected.name };
    setDeleting(true);
    try {
      await onDelete(tag);
      setDeleted((list) => [...list, tag.name]);
      setCreated((list) => list.filter((c) => c.name !== tag.name));
      if (value === tag.name) onChange('');
      notify.success('Categoria excluída!', `A categoria "${tag.name}" foi excluída.`);
    } catch {
      notify.error('Erro', 'Erro ao excluir categoria. Tente novamente.');
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  const selectValue = mode === 'select' ? value : NEW_CATEGORY_VALUE;

  return (
    <Root>
      <SelectRow>
        <Select
          ref={selectRef}
          label="Categoria"
          required
          placeholder="Selecione uma categoria"
          value={selectValue}
          disabled={disabled}
          error={error}
          onChange={(event) => handleSelect(event.target.value)}
          options={[
            ...options.map((option) => ({ value: option.name, label: option.name })),
            { value: NEW_CATEGORY_VALUE, label: '+ Adicionar nova categoria' },
          ]}
        />
        {mode === 'select' && selected && selected.id !== null ? (
          <DeleteButton
            type="button"
            title={`Excluir categoria "${selected.name}"`}
            onClick={() => setConfirming(true)}
            disabled={disabled}
          >
            <Trash aria-hidden="true" />
            <span className="visually-hidden">{`Excluir categoria "${selected.name}"`}</span>
          </DeleteButton>
        ) : null}
      </SelectRow>
      {mode === 'new-chosen' ? (
        <div>
          <Button variant="secondary" icon={<Plus />} onClick={() => setMode('typing')} disabled={disabled}>
            Definir nova categoria
          </Button>
        </div>
      ) : null}
      {mode === 'typing' ? (
        <NewRow>
          <TextField
            ref={inputRef}
            id={inputId}
            label="Nome da nova categoria"
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={handleKeyDown}
            disabled={creating}
            autoComplete="off"
          />
          <Button onClick={() => void saveNew()} busy={creating} busyLabel="Criando..." disabled={name.trim() === ''}>
            Salvar
          </Button>
          <Button variant="secondary" onClick={cancelNew} disabled={creating}>
            Cancelar
          </Button>
        </NewRow>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Confirmar exclusão"
        description={
          selected
            ? `Tem certeza que deseja excluir a categoria "${selected.name}"? Esta ação não pode ser desfeita e pode afetar posts existentes que usam esta categoria.`
            : ''
        }
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleting}
        tone="danger"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Root>
  );
}
