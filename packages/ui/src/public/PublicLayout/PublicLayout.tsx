import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NavBar, type NavBarVariant } from '../NavBar';
import { deferred } from '../shared/deferred';
import { theme } from '../../theme/theme';

// Below every page's content: its code arrives when the visitor scrolls toward it (shared/deferred).
const Footer = deferred('footer', () => import('../Footer/Footer').then((m) => m.Footer));

const SkipLink = styled.a`
  position: absolute;
  top: ${theme.space[200]};
  left: ${theme.space[200]};
  z-index: ${theme.zIndex.toast};
  padding: ${theme.space[300]} ${theme.space[500]};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.surface']};
  color: ${theme.color['text.link']};
  font-weight: ${theme.fontWeight.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`;

export interface PublicLayoutProps {
  /** 'landing' only on /; every other page uses the dark bar. */
  navVariant?: NavBarVariant;
  scrolled?: boolean;
  /**
   * A button floating over the page (the landing page's WhatsApp button); the footer leaves room
   * for it. Passed in by the page that has one, so the other pages do not carry its code.
   */
  floating?: ReactNode;
  children: ReactNode;
}

/** Skip link, nav bar, the page's <main>, footer and, on the landing page, the floating WhatsApp button. */
export function PublicLayout({ navVariant = 'dark', scrolled = false, floating, children }: PublicLayoutProps) {
  const onLanding = navVariant === 'landing';
  return (
    <>
      <SkipLink href="#conteudo">Pular para o conteúdo</SkipLink>
      <NavBar variant={navVariant} scrolled={scrolled} />
      <Main id="conteudo" tabIndex={-1}>
        {children}
      </Main>
      <Footer onLanding={onLanding} reserveFloatingSpace={floating != null} />
      {floating}
    </>
  );
}
