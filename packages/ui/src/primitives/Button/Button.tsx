import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { LoaderCircle } from 'lucide-react';
import { ButtonIcon, ButtonLabel, ButtonSpinner, StyledButton } from './Button.styles';

export const buttonVariants = ['primary', 'secondary', 'accent', 'danger', 'ghost', 'whatsapp'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled and shows `busyLabel` (e.g. 'Entrando...'). */
  busy?: boolean;
  busyLabel?: ReactNode;
  /** Decorative icon before the text (hidden from assistive technology). */
  icon?: ReactNode;
  /** 'end' for forward arrows ('Próxima'). */
  iconPosition?: 'start' | 'end';
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  icon,
  iconPosition = 'start',
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const label = busy && busyLabel ? busyLabel : children;
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? (
        <ButtonSpinner aria-hidden="true">
          <LoaderCircle />
        </ButtonSpinner>
      ) : icon && iconPosition === 'start' ? (
        <ButtonIcon aria-hidden="true">{icon}</ButtonIcon>
      ) : null}
      {hasContent(label) ? <ButtonLabel>{label}</ButtonLabel> : null}
      {!busy && icon && iconPosition === 'end' ? <ButtonIcon aria-hidden="true">{icon}</ButtonIcon> : null}
    </StyledButton>
  );
}

/** An icon-only button (named by aria-label) gets no empty text slot. */
export function hasContent(node: ReactNode): boolean {
  return node !== null && node !== undefined && node !== false && node !== '';
}
