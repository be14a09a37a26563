import { useEffect, useId, useState } from 'react';
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

export function NavBar({ variant = 'dark', scrolled = false }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const onLanding = variant === 'landing';
  const solid = !onLanding || scrolled || open;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

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

        <MenuButton
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          {open ? 'Fechar' : 'Menu'}
        </MenuButton>

        <nav aria-label="Principal">
          <MenuList id={menuId} $open={open}>
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
