/**
 * Lets a page hold a back/forward move before the router sees it (the post editor's
 * "Sair sem salvar?", see leaveGuard.tsx). Listeners on window run in the order they
 * were added, capturing or not, so this one is added when the client entry loads,
 * before the router mounts and adds its own.
 */
type Gate = (event: PopStateEvent) => boolean;

let gate: Gate | null = null;

/** `hold(event)` returning true keeps that popstate from the router; null lets every move through. */
export function setHistoryGate(hold: Gate | null): void {
  gate = hold;
}

window.addEventListener('popstate', (event) => {
  if (gate?.(event)) event.stopImmediatePropagation();
});
