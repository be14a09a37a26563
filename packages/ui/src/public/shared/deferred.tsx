import {
  createElement,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { lazyModule } from '../../primitives/internal/lazyModule';
import { HELD_CLICKS, pathOf, restore, snapshot, type Interactions, type Snapshot } from './takeOver';

/**
 * Parts of a public page below the fold (the landing page's sections, the footer) whose code is a
 * chunk of its own, fetched when the visitor scrolls toward them instead of with the page.
 *
 * - The server renders them like any other part (after `preloadLazyModules()`), so the HTML, the
 *   text search engines read and the links are all there from the first byte.
 * - The browser hydrating that HTML leaves each part as the server made it (React hydrates its
 *   frame and not what is inside) until it comes within `NEAR` of the viewport or takes focus;
 *   then the part's chunk loads and React renders the part in place: the same markup, now live.
 *   A click on one of its controls (or a form sent) before that loads it at once and is replayed
 *   on the live control; text typed and the focus carry over (shared/takeOver).
 * - Rendered in the browser in any other way (a client-side navigation, a story), a part renders
 *   at once: its chunk starts loading as soon as the page's own code has arrived, and the page
 *   waits for it (React Router's transition keeps the previous page on screen).
 */

/** How far below (or above) the viewport a part starts loading: a fast flick's worth. */
const NEAR = '600px 0px';

/** True until the app says the first hydration is over (`endInitialHydration`). */
let initialHydration = typeof document !== 'undefined';

/** Called by the app once the server's HTML is hydrated: parts mounted later render at once. */
export function endInitialHydration(): void {
  initialHydration = false;
}

/** Resolves when the element nears the viewport or something in it takes focus. */
function whenNear(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: NEAR,
    });
    const done = () => {
      observer.disconnect();
      element.removeEventListener('focusin', done);
      resolve();
    };
    observer.observe(element);
    element.addEventListener('focusin', done);
  });
}

export interface DeferredComponent<P extends object> {
  (props: P): ReactElement;
  displayName: string;
}

export interface DeferredOptions {
  /**
   * False for a part with nothing to do in the browser (text and pictures: no link, no control):
   * the server's HTML of it is all a visitor needs, so a hydrating browser never loads its code.
   */
  interactive?: boolean;
}

/**
 * Declares a deferred part. `name` marks its frame in the HTML (`data-deferred`), one per page;
 * `load` imports its module dynamically, so the bundler gives it a chunk.
 */
export function deferred<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { interactive = true }: DeferredOptions = {},
): DeferredComponent<P> {
  const code = lazyModule(load);
  // Declared after the first hydration (its page's code arrived by a client-side navigation):
  // start now, alongside the page's render.
  if (!initialHydration && typeof document !== 'undefined') void code.load();

  let gate: Promise<unknown> | undefined;
  let wakeUp = () => {};
  const woken = new Promise<void>((resolve) => (wakeUp = resolve));
  /**
   * The server's HTML for this part: its module, once near the viewport or used (once per page
   * load). If the chunk cannot be had, the part stays as the server made it (readable, its links
   * working).
   */
  const loadWhenNear = () =>
    (gate ??= Promise.race([whenNear(document.querySelector(`[data-deferred="${name}"]`)), woken])
      .then(code.load)
      .catch((error: unknown) => {
        console.error(`Could not load the page part "${name}"; keeping the server-rendered HTML`, error);
        return new Promise<never>(() => {});
      }));

  function Deferred(props: P) {
    // The server's HTML of this part, when the browser is hydrating it (read once, at mount).
    const [serverHtml] = useState(() =>
      initialHydration && typeof document !== 'undefined'
        ? document.querySelector(`[data-deferred="${name}"]`)?.innerHTML
        : undefined,
    );
    const [ready, setReady] = useState(serverHtml === undefined);
    const frameRef = useRef<HTMLDivElement>(null);
    const taken = useRef<Snapshot | null>(null);
    useEffect(() => {
      const frame = frameRef.current;
      if (ready || !interactive || !frame) return;
      const held: Interactions = { clicks: [], submits: [] };
      let live = true;
      // A press under way when the code arrives delays the swap until its click (held below) has
      // come: swapped in between, the click would land on nothing.
      let pressing = false;
      let takeOverWhenReleased: (() => void) | null = null;
      const release = () => {
        pressing = false;
        const takeOver = takeOverWhenReleased;
        takeOverWhenReleased = null;
        takeOver?.();
      };
      let releaseLater: ReturnType<typeof setTimeout> | undefined;
      const press = () => {
        pressing = true;
        clearTimeout(releaseLater);
      };
      // A press that ends without a click (a scroll, a drag) lets go on its own.
      const lift = () => {
        releaseLater = setTimeout(release, 500);
      };
      const holdClick = (event: MouseEvent) => {
        const control = event.target instanceof Element ? event.target.closest(HELD_CLICKS) : null;
        if (control && frame.contains(control)) {
          event.preventDefault();
          event.stopPropagation();
          held.clicks.push(pathOf(frame, control)!);
          wakeUp();
        }
        clearTimeout(releaseLater);
        release();
      };
      const holdSubmit = (event: Event) => {
        event.preventDefault();
        held.submits.push(pathOf(frame, event.target as Element)!);
        wakeUp();
      };
      const listeners = [
        ['pointerdown', press],
        ['pointerup', lift],
        ['pointercancel', release],
        ['click', holdClick],
        ['submit', holdSubmit],
      ] as const;
      for (const [type, listener] of listeners) frame.addEventListener(type, listener as EventListener, true);
      const detach = () => {
        clearTimeout(releaseLater);
        for (const [type, listener] of listeners) frame.removeEventListener(type, listener as EventListener, true);
      };
      loadWhenNear().then(
        () => {
          const takeOver = () => {
            if (!live) return;
            // Before the live part replays the held clicks, which must reach it this time.
            detach();
            taken.current = snapshot(frame, held);
            setReady(true);
          };
          if (pressing) takeOverWhenReleased = takeOver;
          else takeOver();
        },
        () => {},
      );
      return () => {
        live = false;
        detach();
      };
    }, [ready]);
    useLayoutEffect(() => {
      if (!ready || !taken.current || !frameRef.current) return;
      restore(frameRef.current, taken.current);
      taken.current = null;
    }, [ready]);

    // Until then React hydrates the frame and leaves what is inside it as the server made it; then
    // it renders the part in its place (the same markup, now live).
    if (!ready) return <div data-deferred={name} ref={frameRef} dangerouslySetInnerHTML={{ __html: serverHtml! }} />;
    // Suspends until the code is here (a client-side navigation waits in its transition meanwhile).
    const Part = use(code.load());
    return (
      <div data-deferred={name} ref={frameRef}>
        {createElement(Part, props)}
      </div>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
