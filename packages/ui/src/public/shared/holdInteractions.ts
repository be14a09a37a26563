/**
 * Clicks and form submissions on a deferred part's server HTML before its code is here (see
 * shared/deferred): each one wakes the part up and is held back, to be replayed on the live part
 * (takeOver.ts). Elements are named by their position: child indexes from the part's frame.
 */

export type Path = number[];

export interface Interactions {
  /** Controls clicked (the click was held back: replayed on the live control). */
  clicks: Path[];
  /** Forms submitted (held back the same way). */
  submits: Path[];
}

/** Controls whose click does nothing without the part's code (links keep working as they are). */
const HELD_CLICKS =
  'button, input[type="submit"], input[type="button"], input[type="checkbox"], input[type="radio"], summary, [role="button"]';

export function pathOf(frame: Element, node: Element): Path {
  const path: Path = [];
  for (let at = node; at !== frame && at.parentElement; at = at.parentElement) {
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return path;
}

export interface Holder {
  readonly held: Interactions;
  /** Runs `takeOver` now, or once a press under way has ended (its click held first). */
  whenReleased(takeOver: () => void): void;
  detach(): void;
}

/**
 * Starts holding on `frame`. A press under way when the code arrives delays the swap until its
 * click has come: swapped in between, the click would land on nothing.
 */
export function holdInteractions(frame: Element, wakeUp: () => void): Holder {
  const held: Interactions = { clicks: [], submits: [] };
  let pressing = false;
  let pending: (() => void) | null = null;
  let releaseLater: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    pressing = false;
    clearTimeout(releaseLater);
    const takeOver = pending;
    pending = null;
    takeOver?.();
  };
  const listeners: [string, EventListener][] = [
    [
      'pointerdown',
      () => {
        pressing = true;
        clearTimeout(releaseLater);
      },
    ],
    // A press that ends without a click (a scroll, a drag) lets go on its own.
    ['pointerup', () => (releaseLater = setTimeout(release, 500))],
    ['pointercancel', release],
    [
      'click',
      (event) => {
        const control = event.target instanceof Element ? event.target.closest(HELD_CLICKS) : null;
        if (control && frame.contains(control)) {
          event.preventDefault();
          event.stopPropagation();
          held.clicks.push(pathOf(frame, control));
          wakeUp();
        }
        release();
      },
    ],
    [
      'submit',
      (event) => {
        event.preventDefault();
        held.submits.push(pathOf(frame, event.target as Element));
        wakeUp();
      },
    ],
  ];
  for (const [type, listener] of listeners) frame.addEventListener(type, listener, true);
  return {
    held,
    whenReleased(takeOver) {
      if (pressing) pending = takeOver;
      else takeOver();
    },
    detach() {
      clearTimeout(releaseLater);
      for (const [type, listener] of listeners) frame.removeEventListener(type, listener, true);
    },
  };
}
