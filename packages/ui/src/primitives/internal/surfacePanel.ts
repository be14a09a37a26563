import { css } from 'styled-components';
import { theme } from '../../theme/theme';

/** A raised white panel on the page background: forms, the login card, dialogs. */
export const surfacePanel = (shadow: keyof typeof theme.shadow) => css`
  border: 1px solid ${theme.color['border.subtle']};
  border-radius: ${theme.radius.lg};
  background: ${theme.color['bg.surface']};
  box-shadow: ${theme.shadow[shadow]};
`;
