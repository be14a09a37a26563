import type { User } from '@firm/contract';
import { designSystemPath, firm, pagePaths } from '@firm/contract';
import { FilePlus, LogOut, Newspaper, Palette, Scale, UserPlus, Users, type LucideIcon } from 'lucide-react';

import { Avatar } from '../Avatar';
import {
  Bar,
  Brand,
  BrandName,
  BrandNote,
  DesignSystemLink,
  Item,
  ItemLabel,
  List,
  LogoutButton,
  Me,
  MeName,
  MeRole,
  SideBarOnlyItem,
} from './StaffNav.styles';

export type StaffNavUser = Pick<User, 'name' | 'image' | 'is_staff' | 'is_lawyer'>;

export interface StaffNavProps {
  user: StaffNavUser;
  /** The current path (e.g. '/posts/edit/18'); its link is highlighted. */
  currentPath: string;
  onLogout: () => void;
  /** While the app signs out. */
  loggingOut?: boolean;
  /**
   * 'Design system' (side bar only): the app asks the API for the Storybook cookie, then opens
   * /design-system/. Without it the link is not shown.
   */
  onOpenDesignSystem?: () => void;
  /** While the app asks for that cookie. */
  openingDesignSystem?: boolean;
}

interface NavItem {
  href: string;
  /** The spec's name of the link (§2), shown in full on the side bar and the phones' bottom bar. */
  label: string;
  icon: LucideIcon | 'avatar';
  staffOnly?: boolean;
}

/** §2: the user links only for administrators (is_staff); profile and posts for everyone. */
export const staffNavItems: readonly NavItem[] = [
  { href: pagePaths.posts, label: 'Posts', icon: Newspaper },
  { href: pagePaths.postsAdd, label: 'Adicionar Post', icon: FilePlus },
  { href: pagePaths.users, label: 'Listar Usuários', icon: Users, staffOnly: true },
  { href: pagePaths.usersAdd, label: 'Adicionar Usuário', icon: UserPlus, staffOnly: true },
  { href: pagePaths.usersMe, label: 'Meu Perfil', icon: 'avatar' },
];

/** The link the path belongs to: exact match, else the longest prefix (/posts/edit/18 → /posts). */
export function activeHref(path: string, hrefs: readonly string[]): string | null {
  if (hrefs.includes(path)) return path;
  const parents = hrefs.filter((href) => path.startsWith(`${href}/`)).sort((a, b) => b.length - a.length);
  return parents[0] ?? null;
}

function roleLabel(user: StaffNavUser): string {
  if (user.is_staff) return 'Administrador';
  if (user.is_lawyer) return 'Advogado';
  return 'Usuário';
}

/** Back-office navigation: a side bar at 768 px and wider, a bottom bar below. */
export function StaffNav({
  user,
  currentPath,
  onLogout,
  loggingOut = false,
  onOpenDesignSystem,
  openingDesignSystem = false,
}: StaffNavProps) {
  const items = staffNavItems.filter((item) => !item.staffOnly || user.is_staff);
  const active = activeHref(
    currentPath,
    items.map((item) => item.href),
  );

  return (
    <Bar aria-label="Navegação do painel">
      <Brand>
        <Scale aria-hidden="true" />
        <span>
          <BrandName>{firm.shortName}</BrandName>
          <BrandNote>Painel administrativo</BrandNote>
        </span>
      </Brand>
      <Me>
        <Avatar name={user.name} src={user.image} size="md" />
        <span>
          <MeName>{user.name}</MeName>
          <MeRole>{roleLabel(user)}</MeRole>
        </span>
      </Me>
      <List>
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Item href={item.href} aria-current={item.href === active ? 'page' : undefined}>
                {Icon === 'avatar' ? (
                  <Avatar name={user.name} src={user.image} size="xs" />
                ) : (
                  <Icon aria-hidden="true" />
                )}
                <ItemLabel>{item.label}</ItemLabel>
              </Item>
            </li>
          );
        })}
        {onOpenDesignSystem && (
          <SideBarOnlyItem>
            <DesignSystemLink
              href={designSystemPath}
              aria-busy={openingDesignSystem || undefined}
              onClick={(event) => {
                event.preventDefault();
                if (!openingDesignSystem) onOpenDesignSystem();
              }}
            >
              <Palette aria-hidden="true" />
              <ItemLabel>Design system</ItemLabel>
            </DesignSystemLink>
          </SideBarOnlyItem>
        )}
        <li>
          <LogoutButton type="button" onClick={onLogout} disabled={loggingOut} aria-busy={loggingOut || undefined}>
            <LogOut aria-hidden="true" />
            <ItemLabel>{loggingOut ? 'Saindo...' : 'Sair'}</ItemLabel>
          </LogoutButton>
        </li>
      </List>
    </Bar>
  );
}
