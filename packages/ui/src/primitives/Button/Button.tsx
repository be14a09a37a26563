import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { StyledButton } from './Button.styles';

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
  icon?: ReactNode;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  icon,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
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
      {icon && !busy ? <span aria-hidden="true">{icon}</span> : null}
      {busy && busyLabel ? busyLabel : children}
    </StyledButton>
  );
}
