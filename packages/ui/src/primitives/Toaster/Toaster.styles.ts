import styled, { css } from 'styled-components';

export type ToastKind = 'success' | 'error';

export const Card = styled.div<{ $kind: ToastKind; $visible: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  width: 100%;
  max-width: calc(${({ theme }) => theme.space[2400]} * 4);
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[200]} ${theme.space[300]} ${theme.space[400]}`};
  border: 1px solid ${({ theme }) => theme.color['border.subtle']};
  border-left: ${({ theme }) => theme.space[100]} solid
    ${({ theme, $kind }) => ($kind === 'success' ? theme.color['text.success'] : theme.color['text.danger'])};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color['bg.surface']};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color['text.default']};
  font-family: ${({ theme }) => theme.fontFamily.body};
  pointer-events: auto;
  transition: opacity ${({ theme }) => theme.motion.normal} ease-out;
  ${({ $visible }) =>
    !$visible &&
    css`
      opacity: 0;
    `}
`;

export const Icon = styled.span<{ $kind: ToastKind }>`
  display: inline-flex;
  padding-top: ${({ theme }) => theme.space[100]};
  color: ${({ theme, $kind }) => ($kind === 'success' ? theme.color['text.success'] : theme.color['text.danger'])};

  svg {
    width: ${({ theme }) => theme.space[500]};
    height: ${({ theme }) => theme.space[500]};
  }
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding-block: ${({ theme }) => theme.space[100]};
  overflow-wrap: break-word;
`;

export const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color['text.heading']};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const Message = styled.p`
  margin-top: ${({ theme }) => theme.space[50]};
  color: ${({ theme }) => theme.color['text.default']};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.layout.touchTarget};
  height: ${({ theme }) => theme.layout.touchTarget};
  margin: calc(-1 * ${({ theme }) => theme.space[200]}) 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color['text.muted']};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color['bg.subtle']};
    color: ${({ theme }) => theme.color['text.default']};
  }

  svg {
    width: ${({ theme }) => theme.space[500]};
    height: ${({ theme }) => theme.space[500]};
  }
`;
