import { EmptyState } from '@firm/ui';

/** Stand-in while a screen is not yet exported by @firm/ui (listed in the report). */
export function Placeholder({ name }: { name: string }) {
  return <EmptyState title={name} description="Tela em construção." />;
}
