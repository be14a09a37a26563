import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme';

export type ToastKind = 'success' | 'error';

export const Card = styled.div<{ $kind: ToastKind; $visible: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[300]};
  width: 100%;
  max-width: calc(${theme.space[2400]} * 4);
  padding: ${theme.space[300]} ${theme.space[200]} ${theme.space[300]} ${theme.space[400]};
  border: 1px solid ${theme.color['border.subtle']};
  border-left: ${theme.space[100]} solid
    ${({ theme, $kind }) => ($kind === 'success' ? theme.color['text.success'] : theme.color['text.danger'])};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.surface']};
  box-shadow: ${theme.shadow.lg};
  color: ${theme.color['text.default']};
  font-family: ${theme.fontFamily.body};
  pointer-events: auto;
  transition: opacity ${theme.motion.normal} ease-out;
  ${({ $visible }) =>
    !$visible &&
    css`
      opacity: 0;
    `}
`;

export const Icon = styled.span<{ $kind: ToastKind }>`
  display: inline-flex;
  padding-top: ${theme.space[100]};
  color: ${({ theme, $kind }) => ($kind === 'success' ? theme.color['text.success'] : theme.color['text.danger'])};

  svg {
    width: ${theme.space[500]};
    height: ${theme.space[500]};
  }
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding-block: ${theme.space[100]};
  overflow-wrap: break-word;
`;

export const Title = styled.p`
  font-weight: ${theme.fontWeight.bold};
  color: ${theme.color['text.heading']};
  line-height: ${theme.lineHeight.snug};
`;

export const Message = styled.p`
  margin-top: ${theme.space[50]};
  color: ${theme.color['text.default']};
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.snug};
`;

export const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  margin: calc(-1 * ${theme.space[200]}) 0;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color['text.muted']};
  cursor: pointer;

  &:hover {
    background: ${theme.color['bg.subtle']};
    color: ${theme.color['text.default']};
  }

  svg {
    width: ${theme.space[500]};
    height: ${theme.space[500]};
  }
`;
