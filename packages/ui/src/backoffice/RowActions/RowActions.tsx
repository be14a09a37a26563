import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ActionButton, ActionLink, Group } from './RowActions.styles';

/** The Ações cell of a back-office table: compact icon actions with accessible names. */
export function RowActions({ children }: { children: ReactNode }) {
  return <Group>{children}</Group>;
}

export interface RowActionLinkProps {
  href: string;
  icon: ReactNode;
  /** Accessible name, e.g. 'Editar post: Rescisão indireta'. */
  label: string;
}

export function RowActionLink({ href, icon, label }: RowActionLinkProps) {
  return (
    <ActionLink href={href} title={label}>
      <span aria-hidden="true">{icon}</span>
      <span className="visually-hidden">{label}</span>
    </ActionLink>
  );
}

export interface RowActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: ReactNode;
  label: string;
  tone?: 'default' | 'danger';
}

export function RowActionButton({ icon, label, tone = 'default', type = 'button', ...rest }: RowActionButtonProps) {
  return (
    <ActionButton type={type} title={label} $tone={tone} {...rest}>
      <span aria-hidden="true">{icon}</span>
      <span className="visually-hidden">{label}</span>
    </ActionButton>
  );
}
