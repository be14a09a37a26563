import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markServerRendered, useServerFresh } from './serverFresh';

/** Renders a component calling the hook with `key` and returns what it answered. */
function optionsFor(key: string): ReturnType<typeof useServerFresh> {
  let options: ReturnType<typeof useServerFresh>;
  function Probe() {
    options = useServerFresh(key);
    return null;
  }
  renderToString(<Probe />);
  return options;
}

describe('useServerFresh', () => {
  it("skips the first mount's revalidation of a key the server rendered, once", () => {
    markServerRendered(['/api/post/public-posts/a/']);
    expect(optionsFor('/api/post/public-posts/a/')).toEqual({ revalidateOnMount: false });
    // A later mount (a client navigation back to the post) revalidates as usual.
    expect(optionsFor('/api/post/public-posts/a/')).toBeUndefined();
  });

  it('leaves keys the server did not render alone', () => {
    markServerRendered(['/api/user/list/']);
    expect(optionsFor('/api/post/public-post-tags/')).toBeUndefined();
  });
});
