import { useEffect } from 'react';

/**
 * While there are unsaved changes, closing or reloading the tab asks first
 * (the browser's own 'Sair do site?' prompt). In-app navigation is the app's
 * part: it reads `onDirtyChange`.
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
