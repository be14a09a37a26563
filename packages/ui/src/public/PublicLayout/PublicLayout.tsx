import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from '../Footer';
import { NavBar, type NavBarVariant } from '../NavBar';
import { WhatsAppFloatingButton } from '../WhatsAppFloatingButton';
import { theme } from '../../theme/theme';

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
  /** The floating WhatsApp button (landing page). */
  floatingWhatsApp?: boolean;
  /** Keeps the floating button hidden (e.g. while the hero's WhatsApp button is visible). */
  floatingHidden?: boolean;
  children: ReactNode;
}

/** Skip link, nav bar, the page's <main>, footer and, on the landing page, the floating WhatsApp button. */
export function PublicLayout({
  navVariant = 'dark',
  scrolled = false,
  floatingWhatsApp = false,
  floatingHidden = false,
  children,
}: PublicLayoutProps) {
  const onLanding = navVariant === 'landing';
  return (
    <>
      <SkipLink href="#conteudo">Pular para o conteúdo</SkipLink>
      <NavBar variant={navVariant} scrolled={scrolled} />
      <Main id="conteudo" tabIndex={-1}>
        {children}
      </Main>
      <Footer onLanding={onLanding} reserveFloatingSpace={floatingWhatsApp} />
      {floatingWhatsApp ? <WhatsAppFloatingButton hidden={floatingHidden} /> : null}
    </>
  );
}
