import { LeaveConfirmDialog } from '@firm/ui/backoffice';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { setHistoryGate } from './historyGate';

/**
 * "Sair sem salvar?" before a staff page with unsaved changes is left inside the app.
 * Closing or reloading the tab is the browser's own prompt (beforeunload, in the editor).
 *
 * Built on BrowserRouter rather than a data router's useBlocker: the data router would
 * add ~17 KB (gzip) to every visitor's page for a guard only the back office needs.
 * What it covers: in-app links (a capturing click listener that runs before the
 * router's), the browser's back/forward buttons (held before the router sees them, see
 * historyGate; on "stay" the history moves back to the page) and actions
 * such as 'Sair' that ask through `useConfirmLeave`.
 */
interface LeaveGuard {
  /** Registers the page's "has unsaved changes?" check; returns the unregister. */
  register: (hasChanges: () => boolean) => () => void;
  /** Runs `leave` at once, or after the user confirms when a page has unsaved changes. */
  confirmLeave: (leave: () => void) => void;
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

type Pending = { kind: 'action'; leave: () => void } | { kind: 'history'; stayDelta: number };

/** History entries carry react-router's index; it tells how far a back/forward jump went. */
const historyIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const checks = useRef(new Set<() => boolean>());
  const [pending, setPending] = useState<Pending | null>(null);
  // The history index of the guarded page and whether the next popstate is our own "stay" jump.
  const pageIndex = useRef<number | null>(null);
  const swallowNextPop = useRef(false);

  const hasChanges = useCallback(() => [...checks.current].some((check) => check()), []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href);
      // Other sites are full page loads, where the browser's own prompt asks.
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (!hasChanges()) return;
      // Stops the click before the router's link handler sees it.
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'action', leave: () => navigate(url.pathname + url.search + url.hash) });
    };

    // Runs before the router's own listener (see historyGate): a held move leaves the page rendered.
    const holdPopState = (event: PopStateEvent): boolean => {
      if (swallowNextPop.current) {
        swallowNextPop.current = false;
        return true;
      }
      if (!hasChanges()) return false;
      const target = historyIndex(event.state);
      const stayDelta = pageIndex.current !== null && target !== null ? pageIndex.current - target : 1;
      setPending({ kind: 'history', stayDelta });
      return true;
    };

    pageIndex.current = historyIndex(window.history.state);
    document.addEventListener('click', onClick, true);
    setHistoryGate(holdPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      setHistoryGate(null);
    };
  }, [hasChanges, navigate]);

  const guard = useMemo<LeaveGuard>(
    () => ({
      register: (check) => {
        checks.current.add(check);
        pageIndex.current = historyIndex(window.history.state);
        return () => void checks.current.delete(check);
      },
      confirmLeave: (leave) => (hasChanges() ? setPending({ kind: 'action', leave }) : leave()),
    }),
    [hasChanges],
  );

  const stay = () => {
    if (pending?.kind === 'history' && pending.stayDelta !== 0) {
      // The address already shows the other page: go back to this one, unseen by the router.
      swallowNextPop.current = true;
      window.history.go(pending.stayDelta);
    }
    setPending(null);
  };

  const leave = () => {
    setPending(null);
    checks.current.clear();
    if (pending?.kind === 'action') pending.leave();
    // Hand the browser's move to the router, which it was kept from.
    else window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  };

  return (
    <LeaveGuardContext.Provider value={guard}>
      {children}
      <LeaveConfirmDialog open={pending !== null} onLeave={leave} onStay={stay} />
    </LeaveGuardContext.Provider>
  );
}

/** Marks the calling page as guarded while `hasChanges()` says so (read at the moment of leaving). */
export function useLeaveGuard(hasChanges: () => boolean): void {
  const guard = useContext(LeaveGuardContext);
  useEffect(() => guard?.register(hasChanges), [guard, hasChanges]);
}

/** For actions that leave the page without a link, such as signing out. */
export function useConfirmLeave(): (leave: () => void) => void {
  const guard = useContext(LeaveGuardContext);
  return useCallback((leave: () => void) => (guard ? guard.confirmLeave(leave) : leave()), [guard]);
}
