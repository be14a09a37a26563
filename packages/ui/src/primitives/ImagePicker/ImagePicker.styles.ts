import styled, { css } from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../Button/Button.styles';
import { theme } from '../../theme/theme';

export const imagePickerShapes = ['wide', 'square'] as const;
export type ImagePickerShape = (typeof imagePickerShapes)[number];

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[400]};
`;

/* Fixed box whatever the image: choosing, replacing or removing never moves the form. */
const shapeSize = {
  wide: css`
    width: calc(${theme.space[1600]} * 3);
    height: calc(${theme.space[1600]} * 3 * 9 / 16);
  `,
  square: css`
    width: calc(${theme.space[1600]} * 2);
    height: calc(${theme.space[1600]} * 2);
  `,
};

/* Empty: a dashed drop-zone look; filled: a quiet frame; rejected: the error colour. */
export const Preview = styled.div<{ $shape: ImagePickerShape; $invalid: boolean; $filled: boolean }>`
  ${({ $shape }) => shapeSize[$shape]}
  flex-shrink: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border: 1px ${({ $invalid, $filled }) => ($invalid || $filled ? 'solid' : 'dashed')}
    ${({ theme, $invalid, $filled }) =>
      $invalid ? theme.color['text.danger'] : $filled ? theme.color['border.subtle'] : theme.color['border.default']};
  border-radius: ${theme.radius.md};
  background: ${theme.color['bg.subtle']};
  color: ${theme.color['text.muted']};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  > svg {
    width: ${theme.space[1000]};
    height: ${theme.space[1000]};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[200]};
`;

/** The hidden file input stays focusable; its visible label looks like a button and shows its focus. */
export const FileInput = styled.input`
  &:focus-visible + label {
    outline: 3px solid ${theme.color['border.focus']};
    outline-offset: 2px;
  }
  &:disabled + label {
    cursor: not-allowed;
    background: ${theme.color['action.disabled.bg']};
    color: ${theme.color['text.muted']};
    border-color: ${theme.color['border.subtle']};
  }
`;

export const ChooseLabel = styled.label<ButtonStyleProps>`
  ${buttonStyles}
`;
