import { useTheme } from 'styled-components';
import { useMediaQuery } from '../primitives/internal/useMediaQuery';

/** True at the spec's breakpoint (768 px) and wider: tables there, cards on phones. */
export function useIsWide(): boolean {
  const theme = useTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoint.tablet}px)`);
}
