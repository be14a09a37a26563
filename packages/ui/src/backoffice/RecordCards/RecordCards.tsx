import type { ReactNode } from 'react';
import { Card, Fact, Facts, Footer, Heading, List } from './RecordCards.styles';

export interface RecordCardField {
  label: string;
  value: ReactNode;
}

export interface RecordCardsProps<T> {
  /** Names the list, as the table's caption does on wide screens. */
  label: string;
  rows: T[];
  rowKey: (row: T) => string | number;
  heading: (row: T) => ReactNode;
  fields: (row: T) => RecordCardField[];
  actions: (row: T) => ReactNode;
}

/** A table's rows as cards on phones: heading, labelled facts, then the row's actions. */
export function RecordCards<T>({ label, rows, rowKey, heading, fields, actions }: RecordCardsProps<T>) {
  return (
    <List aria-label={label}>
      {rows.map((row) => (
        <Card key={rowKey(row)}>
          <Heading>{heading(row)}</Heading>
          <Facts>
            {fields(row).map((field) => (
              <Fact key={field.label}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </Fact>
            ))}
          </Facts>
          <Footer>{actions(row)}</Footer>
        </Card>
      ))}
    </List>
  );
}
