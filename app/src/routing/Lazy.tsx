import { Spinner } from '@firm/ui';
import { Suspense, type ReactNode } from 'react';

/** While a lazily loaded part of the app arrives: the spec's spinner text. */
export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Carregando..." size="lg" />}>{children}</Suspense>;
}
