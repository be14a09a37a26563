import { useEffect, useId, useRef, useState } from 'react';
import { Menu, Scale, X } from 'lucide-react';
import { firm, pagePaths } from '@firm/contract';
import { Link } from '../../primitives/Link';
import { PageLink } from '../shared/PageLink';
import { landingSections, sectionHref } from '../shared/sections';
import {
  Bar,
  BarInner,
  Brand,
  BrandMark,
  BrandName,
  BrandSub,
  MenuButton,
  MenuItem,
  MenuLink,
  MenuList,
} from './NavBar.styles';

export const navBarVariants = ['landing', 'dark'] as const;
export type NavBarVariant = (typeof navBarVariants)[number];

export interface NavBarProps {
  /** 'landing': fixed and transparent over the hero until scrolled; 'dark': solid, on every other page. */
  variant?: NavBarVariant;
  /** Landing only: the window has scrolled past 50 px (see `useScrolledPast`). */
  scrolled?: boolean;
}

/**
 * The phone menu is a popover the button opens by itself (`popovertarget`): it works before the
 * script arrives and without JavaScript, and the browser closes it on Escape or a tap outside.
 * The script only follows its state (label, `aria-expanded`, the landing bar's background) and
 * closes it when a link is chosen. On wide screens the list is always shown, in the page.
 */
export function NavBar({ variant = 'dark', scrolled = false }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLUListElement>(null);
  const onLanding = variant === 'landing';
  const solid = !onLanding || scrolled || open;

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    menu.addEventListener('toggle', onToggle);
    return () => menu.removeEventListener('toggle', onToggle);
  }, []);

  const close = () => {
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover();
  };

  // The browser's own Escape needs focus in the document; this one works wherever it is.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Bar $fixed={onLanding} $solid={solid} $shadow={solid && (scrolled || !onLanding)}>
      <BarInner>
        <Brand as={Link} href={pagePaths.home}>
          <BrandMark aria-hidden="true">
            <Scale />
          </BrandMark>
          <span>
            <BrandName>{firm.shortName}</BrandName> <BrandSub>Advocacia</BrandSub>
          </span>
          <span className="visually-hidden">, página inicial</span>
        </Brand>

        <MenuButton type="button" aria-expanded={open} aria-controls={menuId} popoverTarget={menuId}>
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          {open ? 'Fechar' : 'Menu'}
        </MenuButton>

        <nav aria-label="Principal">
          <MenuList ref={menuRef} id={menuId} popover="auto">
            {landingSections.map((section) =>
              section.id === 'blog' ? (
                <MenuItem key={section.id}>
                  {/* Wide screens scroll to the teaser; the phone menu opens the blog itself (spec §2). */}
                  <MenuLink as={PageLink} href={sectionHref('blog', onLanding)} $only="wide" onClick={close}>
                    {section.label}
                  </MenuLink>
                  <MenuLink as={Link} href={pagePaths.blog} $only="narrow" onClick={close}>
                    {section.label}
                  </MenuLink>
                </MenuItem>
              ) : (
                <MenuItem key={section.id}>
                  <MenuLink as={PageLink} href={sectionHref(section.id, onLanding)} onClick={close}>
                    {section.label}
                  </MenuLink>
                </MenuItem>
              ),
            )}
          </MenuList>
        </nav>
      </BarInner>
    </Bar>
  );
}
