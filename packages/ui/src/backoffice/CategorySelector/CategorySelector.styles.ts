import styled from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.div`
  display: grid;
  gap: ${theme.space[300]};
`;

export const SelectRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[200]};

  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const DeleteButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  padding: 0;
  border: 1px solid ${theme.color['border.default']};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.surface']};
  color: ${theme.color['text.danger']};
  cursor: pointer;

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }

  &:hover:not(:disabled) {
    background: ${theme.color['danger.subtle']};
  }

  &:focus-visible {
    outline: ${theme.space[50]} solid ${theme.color['border.focus']};
    outline-offset: ${theme.space[50]};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.color['text.muted']};
  }
`;

export const NewRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[200]};
  padding: ${theme.space[400]};
  border: 1px dashed ${theme.color['border.default']};
  border-radius: ${theme.radius.md};

  > :first-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;
