import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../Link';
import { hasContent, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { ButtonIcon, ButtonLabel, buttonStyles, type ButtonStyleProps } from '../Button/Button.styles';

export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  fullWidth?: boolean;
  /**
   * wa.me, mailto: and tel: links: a plain <a> that opens in a new tab
   * (target=_blank, rel="noopener noreferrer") instead of a router link.
   */
  external?: boolean;
  children: ReactNode;
}

const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A navigation that looks like a button: an anchor, never a <button>. */
export function LinkButton({
  href,
  variant = 'primary',
  size = 'md',
  icon,
  fullWidth = false,
  external = false,
  children,
  ...rest
}: LinkButtonProps) {
  const content = (
    <>
      {icon ? <ButtonIcon aria-hidden="true">{icon}</ButtonIcon> : null}
      {hasContent(children) ? <ButtonLabel>{children}</ButtonLabel> : null}
    </>
  );
  if (external) {
    return (
      <StyledAnchor
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        $variant={variant}
        $size={size}
        $fullWidth={fullWidth}
        {...rest}
      >
        {content}
      </StyledAnchor>
    );
  }
  return (
    <StyledAnchor as={Link} href={href} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {content}
    </StyledAnchor>
  );
}
