import { css } from 'styled-components';
import { theme } from '../../theme/theme';

/** A list row led by an accent icon (about's values, contact's details). */
export const iconRowStyles = css`
  display: flex;
  gap: ${theme.space[400]};

  > svg {
    flex-shrink: 0;
    width: ${theme.space[600]};
    height: ${theme.space[600]};
    margin-top: ${theme.space[50]};
    color: ${theme.color['text.accent']};
  }
`;
