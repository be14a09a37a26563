import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { limits } from '@firm/contract';
import { SearchField } from '../../primitives/SearchField';

export interface BlogListPageSearchProps {
  initialValue?: string;
  /** Called once the visitor pauses typing (400 ms), with the trimmed text. */
  onSearchChange: (title: string) => void;
  delayMs?: number;
}

/** Title search: one call per pause in typing, not one per keystroke. */
export function BlogListPageSearch({
  initialValue = '',
  onSearchChange,
  delayMs = limits.searchDebounceMs,
}: BlogListPageSearchProps) {
  const [text, setText] = useState(initialValue);
  const lastSent = useRef(initialValue.trim());
  const emit = useEffectEvent((value: string) => {
    lastSent.current = value;
    onSearchChange(value);
  });

  useEffect(() => {
    const value = text.trim();
    if (value === lastSent.current) return;
    const timer = setTimeout(() => emit(value), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <SearchField
      label="Buscar pelo título"
      placeholder="Ex.: aposentadoria, rescisão, inventário"
      value={text}
      onChange={setText}
      enterKeyHint="search"
      name="q"
    />
  );
}
