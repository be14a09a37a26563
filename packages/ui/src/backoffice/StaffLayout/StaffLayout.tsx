import type { ReactNode } from 'react';
import { Content, Shell, SkipLink } from './StaffLayout.styles';

export interface StaffLayoutProps {
  /** The `StaffNav` of the signed-in user. */
  nav: ReactNode;
  children: ReactNode;
}

/** The frame of every back-office page: navigation plus a main region clear of the side or bottom bar. */
export function StaffLayout({ nav, children }: StaffLayoutProps) {
  return (
    <Shell>
      <SkipLink href="#conteudo">Pular para o conteúdo</SkipLink>
      {nav}
      <Content id="conteudo" tabIndex={-1}>
        {children}
      </Content>
    </Shell>
  );
}
