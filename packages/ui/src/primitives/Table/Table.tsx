import type { ReactNode } from 'react';
import { Caption, Cell, HeaderCell, Row, ScrollRegion, StyledTable } from './Table.styles';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** A CSS width for the column, e.g. '40%' or '8rem'. */
  width?: string;
  /** The narrowest the column may get before the region scrolls, e.g. '16rem' for a title. */
  minWidth?: string;
  align?: 'left' | 'right' | 'center';
}

export interface TableProps<T> {
  /** Names the table and its scrollable region. */
  caption: string;
  /** Keeps the caption for assistive technology only (the page heading already says it). */
  captionHidden?: boolean;
  columns: TableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  className?: string;
}

/**
 * A semantic data table. Wide tables scroll sideways inside a focusable,
 * named region, so keyboard users can scroll it too.
 */
export function Table<T>({ caption, captionHidden = false, columns, rows, rowKey, className }: TableProps<T>) {
  return (
    // A focusable, named region is what lets keyboard users scroll it (axe: scrollable-region-focusable).
    <ScrollRegion role="region" aria-label={caption} tabIndex={0} className={className}>
      <StyledTable>
        <Caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</Caption>
        {columns.some((column) => column.width) ? (
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                scope="col"
                $align={column.align ?? 'left'}
                style={column.minWidth ? { minWidth: column.minWidth } : undefined}
              >
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={rowKey(row)}>
              {columns.map((column) => (
                <Cell key={column.key} $align={column.align ?? 'left'}>
                  {column.render(row)}
                </Cell>
              ))}
            </Row>
          ))}
        </tbody>
      </StyledTable>
    </ScrollRegion>
  );
}
