import { Toaster as HotToaster, resolveValue, toast, type Toast } from 'react-hot-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useTheme } from 'styled-components';
import { Card, Close, Icon, Message, Text, Title, type ToastKind } from './Toaster.styles';

/** Long enough to read a two-line message without hurry; an error stays longer. */
const SUCCESS_MS = 5000;
const ERROR_MS = 8000;

function ToastContent({ title, message }: { title: string; message?: string }) {
  return (
    <Text>
      <Title>{title}</Title>
      {message ? <Message>{message}</Message> : null}
    </Text>
  );
}

/** Toasts with a title line and a message line, e.g. 'Sucesso!' / 'Post criado com sucesso!'. */
export const notify = {
  success(title: string, message?: string): string {
    return toast.success(<ToastContent title={title} message={message} />, { duration: SUCCESS_MS });
  },
  error(title: string, message?: string): string {
    return toast.error(<ToastContent title={title} message={message} />, {
      duration: ERROR_MS,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    });
  },
  dismiss(id?: string): void {
    toast.dismiss(id);
  },
};

function ToastCard({ toast: current }: { toast: Toast }) {
  const kind: ToastKind = current.type === 'error' ? 'error' : 'success';
  return (
    <Card $kind={kind} $visible={current.visible} {...current.ariaProps}>
      <Icon $kind={kind} aria-hidden="true">
        {kind === 'success' ? <CircleCheck /> : <CircleAlert />}
      </Icon>
      {resolveValue(current.message, current)}
      <Close type="button" onClick={() => toast.dismiss(current.id)}>
        <X aria-hidden="true" />
        <span className="visually-hidden">Fechar notificação</span>
      </Close>
    </Card>
  );
}

export type ToasterProps = Record<string, never>;

/**
 * Where `notify` toasts appear: centred near the top, below the band where the
 * public nav bar and a back-office page header sit, so they never cover the
 * header's actions ('Adicionar Post', 'Adicionar Usuário'), a form's submit
 * button at the bottom, the pagination or the back office's side and bottom
 * bars. Success toasts are polite status messages, errors assertive alerts.
 * Mount it once, near the root.
 */
export function Toaster() {
  const theme = useTheme();
  const edge = theme.space[400];
  return (
    <HotToaster
      position="top-center"
      containerStyle={{
        top: `calc(${theme.layout.navHeight} + ${edge})`,
        right: edge,
        bottom: edge,
        left: edge,
        zIndex: theme.zIndex.toast,
      }}
    >
      {(current) => <ToastCard toast={current} />}
    </HotToaster>
  );
}
