import { useEffect } from 'react';

/** Keeps the tab title right after client-side navigation (the server sets it on the first load). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
