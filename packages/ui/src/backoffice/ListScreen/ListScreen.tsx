import { Trash } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { LinkButton } from '../../primitives/LinkButton';
import { SearchField } from '../../primitives/SearchField';
import { Spinner } from '../../primitives/Spinner';
import { Table } from '../../primitives/Table';
import { notify } from '../../primitives/Toaster';
import { errorMessage } from '../format';
import { PageHeader } from '../PageHeader';
import { RecordCards } from '../RecordCards';
import { RowActionButton, RowActions } from '../RowActions';
import { useIsWide } from '../useIsWide';
import { Panel, Search } from './ListScreen.styles';

export type ListScreenStatus = 'loading' | 'error' | 'ready';

/** A column after the first one: a header in the table, a labelled fact on a card. */
export interface ListScreenFact<T> {
  label: string;
  render: (row: T) => ReactNode;
}

export interface ListScreenProps<T> {
  /** The h1; also names the table and the cards' list. */
  title: string;
  /** The header's primary action, e.g. 'Adicionar Post' → /posts/add. */
  add: { href: string; label: string; icon: ReactNode };
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  status: ListScreenStatus;
  /** Shown with 'Tentar novamente' when `status` is 'error'. */
  loadError: string;
  onRetry?: () => void;
  /** The rows to show (already searched and paged). */
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Ready with no rows. */
  empty: { icon: ReactNode; title: string; description?: string };
  /** The first column: its header and cell in the table; each card's heading on phones (`heading`, else `render`). */
  primary: { header: string; render: (row: T) => ReactNode; heading?: (row: T) => ReactNode };
  facts: ReadonlyArray<ListScreenFact<T>>;
  /** The row's links before its delete button (Ver, Editar). */
  rowLinks: (row: T) => ReactNode;
  deletion: {
    /** The delete button's accessible name, e.g. 'Excluir post: …'. */
    buttonLabel: (row: T) => string;
    /** The confirmation's texts for the chosen row. */
    confirm: (row: T) => { title: string; description: string };
    /** The toast's title when `onDelete` rejects; its message is the rejection's, else `failureFallback`. */
    failureTitle: string;
    failureFallback?: string;
    /** Deletes after the confirmation. */
    onDelete: (row: T) => Promise<void>;
  };
  /** Under the rows when there are any (e.g. the pagination). */
  footer?: ReactNode;
}

/**
 * A back-office list (§2 /posts, /users): header with the add action, search,
 * the load states, a table on wide screens or cards on phones, and deletion
 * behind a confirmation.
 */
export function ListScreen<T>({
  title,
  add,
  search,
  status,
  loadError,
  onRetry,
  rows,
  rowKey,
  empty,
  primary,
  facts,
  rowLinks,
  deletion,
  footer,
}: ListScreenProps<T>) {
  const [pending, setPending] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const wide = useIsWide();

  const confirmDelete = async () => {
    if (pending === null) return;
    setDeleting(true);
    try {
      await deletion.onDelete(pending);
    } catch (error) {
      notify.error(deletion.failureTitle, errorMessage(error) || deletion.failureFallback);
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  const actions = (row: T) => (
    <RowActions>
      {rowLinks(row)}
      <RowActionButton
        icon={<Trash />}
        tone="danger"
        label={deletion.buttonLabel(row)}
        onClick={() => setPending(row)}
      />
    </RowActions>
  );

  const confirmText = pending === null ? { title: '', description: '' } : deletion.confirm(pending);

  return (
    <div>
      <PageHeader
        title={title}
        actions={
          <LinkButton href={add.href} icon={add.icon}>
            {add.label}
          </LinkButton>
        }
      />
      <Search>
        <SearchField
          label={search.label}
          labelHidden
          placeholder={search.placeholder}
          value={search.value}
          onChange={search.onChange}
        />
      </Search>
      <Panel>
        {status === 'loading' ? <Spinner label="Carregando..." /> : null}
        {status === 'error' ? <ErrorState message={loadError} onRetry={onRetry} /> : null}
        {status === 'ready' && rows.length === 0 ? (
          <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
        ) : null}
        {status === 'ready' && rows.length > 0 ? (
          <>
            {wide ? (
              <Table<T>
                caption={title}
                captionHidden
                rows={rows}
                rowKey={rowKey}
                columns={[
                  { key: 'primary', header: primary.header, render: primary.render },
                  ...facts.map((fact) => ({ key: fact.label, header: fact.label, render: fact.render })),
                  { key: 'actions', header: 'Ações', render: actions },
                ]}
              />
            ) : (
              <RecordCards<T>
                label={title}
                rows={rows}
                rowKey={rowKey}
                heading={primary.heading ?? primary.render}
                fields={(row) => facts.map((fact) => ({ label: fact.label, value: fact.render(row) }))}
                actions={actions}
              />
            )}
            {footer}
          </>
        ) : null}
      </Panel>
      <ConfirmDialog
        open={pending !== null}
        title={confirmText.title}
        description={confirmText.description}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleting}
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
