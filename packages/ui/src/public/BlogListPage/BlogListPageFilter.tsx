import { Spinner } from '../../primitives/Spinner';
import { Chip, ChipRow, FilterLabel } from './BlogListPage.styles';

export const ALL_CATEGORIES = 'Todos';

export type TagsStatus =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; tags: ReadonlyArray<{ name: string }> };

export interface BlogListPageFilterProps {
  tags: TagsStatus;
  selected: string;
  onChange: (name: string) => void;
}

/**
 * 'Todos' first, always; the tags follow once loaded (a failure leaves only 'Todos'). Each chip
 * submits the filter form (`category=<name>`; 'Todos' none) when there is no script; with
 * script the click is intercepted and reported.
 */
export function BlogListPageFilter({ tags, selected, onChange }: BlogListPageFilterProps) {
  const names = [ALL_CATEGORIES, ...(tags.status === 'ready' ? tags.tags.map((tag) => tag.name) : [])];
  return (
    <div>
      <FilterLabel id="blog-filter-label">Categorias</FilterLabel>
      <ChipRow role="group" aria-labelledby="blog-filter-label">
        {names.map((name) => (
          <Chip
            key={name}
            type="submit"
            {...(name === ALL_CATEGORIES ? {} : { name: 'category', value: name })}
            aria-pressed={name === selected}
            onClick={(event) => {
              event.preventDefault();
              if (name !== selected) onChange(name);
            }}
          >
            {name}
          </Chip>
        ))}
        {tags.status === 'loading' ? <Spinner inline size="sm" label="Carregando categorias..." /> : null}
      </ChipRow>
    </div>
  );
}
