import { useEffect, useId, useRef, useState } from 'react';
import { Check, Link2, MessageCircle, Share2 } from 'lucide-react';
import { limits } from '@firm/contract';
import { Item, ItemButton, ItemLink, Panel, Root, Toggle } from './ShareMenu.styles';

export interface ShareMenuProps {
  /** The post's public address. */
  url: string;
  title: string;
  /** The browser has a native share dialog (`navigator.share`); the app decides after hydration. */
  canShare?: boolean;
  /** Copies the address; the clipboard API by default. */
  onCopy?: (url: string) => void;
  /** Opens the native share dialog; `navigator.share` by default. */
  onNativeShare?: () => void;
}

/** https://wa.me/?text=… with the post's title and address. */
export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

/** 'Compartilhar' opens a short list: copy the link, send by WhatsApp, or the phone's own share sheet. */
export function ShareMenu({ url, title, canShare = false, onCopy, onNativeShare }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), limits.copyFeedbackMs);
    return () => clearTimeout(timer);
  }, [copied]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const copy = () => {
    if (onCopy) onCopy(url);
    else void navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };

  const nativeShare = () => {
    if (onNativeShare) onNativeShare();
    else void navigator.share?.({ title, url }).catch(() => undefined);
    setOpen(false);
  };

  return (
    <Root ref={rootRef}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Share2 aria-hidden="true" />
        Compartilhar
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <Item>
          <ItemButton type="button" onClick={copy} $done={copied}>
            {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
            {copied ? 'Link Copiado!' : 'Copiar link'}
          </ItemButton>
        </Item>
        <Item>
          <ItemLink
            href={whatsappShareUrl(title, url)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
          >
            <MessageCircle aria-hidden="true" />
            Enviar pelo WhatsApp
            <span className="visually-hidden"> (abre em nova aba)</span>
          </ItemLink>
        </Item>
        {canShare ? (
          <Item>
            <ItemButton type="button" onClick={nativeShare}>
              <Share2 aria-hidden="true" />
              Compartilhar…
            </ItemButton>
          </Item>
        ) : null}
      </Panel>
      <span role="status" className="visually-hidden">
        {copied ? 'O endereço da publicação foi copiado.' : ''}
      </span>
    </Root>
  );
}
