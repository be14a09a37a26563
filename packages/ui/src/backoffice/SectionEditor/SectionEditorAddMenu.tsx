import { uiSectionTypes, type UiSectionType } from '@firm/contract/forms';
import { ChevronDown, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Menu, MenuChevron, MenuItem, MenuRoot } from './SectionEditor.styles';
import { sectionTypeInfo } from './sectionTypeLabels';

export interface SectionEditorAddMenuProps {
  onAdd: (type: UiSectionType) => void;
  disabled?: boolean;
}

/** 'Adicionar Seção': a menu button (WAI-ARIA menu pattern) listing the seven section types. */
export function SectionEditorAddMenu({ onAdd, disabled = false }: SectionEditorAddMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (type: UiSectionType) => {
    setOpen(false);
    onAdd(type);
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.findIndex((item) => item === document.activeElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  return (
    <MenuRoot ref={rootRef}>
      <Button
        ref={buttonRef}
        variant="secondary"
        icon={<Plus />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        Adicionar Seção
        <MenuChevron aria-hidden="true">
          <ChevronDown />
        </MenuChevron>
      </Button>
      {open ? (
        <Menu id={menuId} role="menu" aria-label="Tipo de seção" onKeyDown={handleMenuKeyDown}>
          {uiSectionTypes.map((type, index) => {
            const { label, icon: Icon } = sectionTypeInfo[type];
            return (
              <li key={type} role="none">
                <MenuItem
                  ref={(node) => {
                    itemRefs.current[index] = node;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => choose(type)}
                >
                  <Icon aria-hidden="true" />
                  {label}
                </MenuItem>
              </li>
            );
          })}
        </Menu>
      ) : null}
    </MenuRoot>
  );
}
