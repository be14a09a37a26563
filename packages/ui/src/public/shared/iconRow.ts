import { css } from 'styled-components';

/** A list row led by an accent icon (about's values, contact's details). */
export const iconRowStyles = css`
  display: flex;
  gap: ${({ theme }) => theme.space[400]};

  > svg {
    flex-shrink: 0;
    width: ${({ theme }) => theme.space[600]};
    height: ${({ theme }) => theme.space[600]};
    margin-top: ${({ theme }) => theme.space[50]};
    color: ${({ theme }) => theme.color['text.accent']};
  }
`;
