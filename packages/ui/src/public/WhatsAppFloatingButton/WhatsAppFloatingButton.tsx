import styled from 'styled-components';
import { MessageCircle } from 'lucide-react';
import { whatsappChatUrl } from '@firm/contract';
import { theme } from '../../theme/theme';

const Floating = styled.a<{ $hidden: boolean }>`
  position: fixed;
  right: ${theme.space[500]};
  bottom: max(${theme.space[500]}, env(safe-area-inset-bottom));
  z-index: ${theme.zIndex.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[200]};
  min-width: calc(${theme.space[1200]} + ${theme.space[200]});
  min-height: calc(${theme.space[1200]} + ${theme.space[200]});
  padding: 0 ${theme.space[400]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color['whatsapp.bg']};
  color: ${theme.color['text.inverse']};
  box-shadow: ${theme.shadow.lg};
  font-weight: ${theme.fontWeight.semibold};
  text-decoration: none;
  transition:
    background-color ${theme.motion.fast} ease-out,
    opacity ${theme.motion.normal} ease-out,
    transform ${theme.motion.normal} ease-out,
    visibility ${theme.motion.normal};
  /* Hidden (and out of the tab order) while the hero's own WhatsApp button is on screen. */
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
  transform: translateY(${({ $hidden, theme }) => ($hidden ? theme.space[400] : '0')});

  &:hover {
    background: ${theme.color['whatsapp.bgHover']};
  }

  svg {
    flex-shrink: 0;
    width: ${theme.space[600]};
    height: ${theme.space[600]};
  }

  ${theme.media.mobileOnly} {
    padding: 0;
  }
`;

/** Visible from 768 px; on phones it is read, not shown (clipped, unlike display:none, keeps the name). */
const Label = styled.span`
  ${theme.media.mobileOnly} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export interface WhatsAppFloatingButtonProps {
  /** Prefilled chat text; the spec's greeting by default. */
  message?: string;
  /** Hide it while the same action is already on screen (the hero's button). */
  hidden?: boolean;
}

/**
 * Opens the firm's WhatsApp chat. Pages that show it leave room at the bottom
 * (Footer's `reserveFloatingSpace`) so it never sits on the last links.
 */
export function WhatsAppFloatingButton({ message, hidden = false }: WhatsAppFloatingButtonProps) {
  return (
    <Floating href={whatsappChatUrl(message)} target="_blank" rel="noopener noreferrer" $hidden={hidden}>
      <MessageCircle aria-hidden="true" />
      <Label>Agendar consulta</Label>
      <span className="visually-hidden"> pelo WhatsApp (abre em nova aba)</span>
    </Floating>
  );
}
