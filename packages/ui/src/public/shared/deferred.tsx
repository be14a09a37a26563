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
import { holdInteractions } from './holdInteractions';
import type * as takeOver from './takeOver';

/**
 * Parts of a public page below the fold (the landing page's sections, the footer, the call to
 * action after a post) whose code is a chunk of its own, fetched when the visitor scrolls toward
 * them instead of with the page (or, for the share menu, when it is used).
 *
 * - The server renders them like any other part (after `preloadLazyModules()`), so the HTML, the
 *   text search engines read and the links are all there from the first byte.
 * - The browser hydrating that HTML leaves each part as the server made it (React hydrates its
 *   frame and not what is inside) until it comes within `NEAR` of the viewport or takes focus;
 *   then the part's chunk loads and React renders the part in place: the same markup, now live.
 *   A click on one of its controls (or a form sent) before that loads it at once and is replayed
 *   on the live control; text typed and the focus carry over (holdInteractions, takeOver).
 * - Rendered in the browser in any other way (a client-side navigation, a story), a part renders
 *   at once: its chunk loads when it first renders, and the page waits for it (React Router's
 *   transition keeps the previous page on screen).
 */

/** How far below (or above) the viewport a part starts loading (`near`): a fast flick's worth. */
const NEAR = '600px 0px';

/** True until the app says the first hydration is over (`endInitialHydration`). */
let initialHydration = typeof document !== 'undefined';

/** Called by the app once the server's HTML is hydrated: parts mounted later render at once. */
export function endInitialHydration(): void {
  initialHydration = false;
}

/** Resolves when something in the element takes the focus, or (`near`) it nears the viewport. */
function whenWanted(element: Element, near: boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer =
      near && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: NEAR })
        : null;
    const done = () => {
      observer?.disconnect();
      element.removeEventListener('focusin', done);
      resolve();
    };
    observer?.observe(element);
    element.addEventListener('focusin', done);
  });
}

export interface DeferredComponent<P extends object> {
  (props: P): ReactElement;
  displayName: string;
}

export interface DeferredOptions {
  /**
   * When a browser hydrating the server's HTML loads the part's code:
   * - `near` (the default): when the part comes near the viewport, or is used (focused, clicked);
   * - `used`: only when used: a control on the first screen that few visitors touch (the share
   *   menu); the click that wakes it is replayed once its code is here;
   * - `never`: a part with nothing to do in the browser (text and pictures: no link, no control),
   *   for which the server's HTML is all a visitor needs.
   */
  loadCode?: 'near' | 'used' | 'never';
}

/**
 * Declares a deferred part. `name` marks its frame in the HTML (`data-deferred`), one per page;
 * `load` imports its module dynamically, so the bundler gives it a chunk.
 */
export function deferred<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { loadCode = 'near' }: DeferredOptions = {},
): DeferredComponent<P> {
  const code = lazyModule(load);

  let gate: Promise<typeof takeOver> | undefined;
  let wakeUp = () => {};
  const woken = new Promise<void>((resolve) => (wakeUp = resolve));
  /**
   * The server's HTML for this part: its module, with what carries a visitor's doings over to it,
   * once near the viewport or used (once per page load). If a chunk cannot be had, the part stays
   * as the server made it (readable, its links working).
   */
  const loadWhenWanted = (frame: Element) =>
    (gate ??= Promise.race([whenWanted(frame, loadCode === 'near'), woken])
      .then(() => Promise.all([import('./takeOver'), code.load()]))
      .then(([takeOver]) => takeOver)
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
    const restoreAfterSwap = useRef<(() => void) | null>(null);
    useEffect(() => {
      const frame = frameRef.current;
      if (ready || loadCode === 'never' || !frame) return;
      const holder = holdInteractions(frame, wakeUp);
      let live = true;
      loadWhenWanted(frame).then(
        ({ snapshot, restore }) =>
          holder.whenReleased(() => {
            if (!live) return;
            // Before the live part replays the held clicks, which must reach it this time.
            holder.detach();
            const taken = snapshot(frame, holder.held);
            restoreAfterSwap.current = () => restore(frame, taken);
            setReady(true);
          }),
        () => {},
      );
      return () => {
        live = false;
        holder.detach();
      };
    }, [ready]);
    useLayoutEffect(() => {
      restoreAfterSwap.current?.();
      restoreAfterSwap.current = null;
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
