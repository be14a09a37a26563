import type { ReactNode } from 'react';
import { Actions, Description, Header, Title } from './PageHeader.styles';

export interface PageHeaderProps {
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Primary actions of the screen (e.g. 'Adicionar Post'), at the end of the row. */
  actions?: ReactNode;
}

/** The h1 row every back-office screen starts with. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Header>
      <div>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}
