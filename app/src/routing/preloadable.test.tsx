import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

type Props = { name: string };
const Greeting = ({ name }: Props) => <p>Olá, {name}</p>;

describe('preloadable', () => {
  it('suspends before its module arrives and renders synchronously once preloaded', async () => {
    let arrive: (component: ComponentType<Props>) => void = () => {};
    const load = vi.fn(() => new Promise<ComponentType<Props>>((resolve) => (arrive = resolve)));
    const Route = preloadable(load);

    expect(renderToString(<Suspense fallback="carregando">{<Route name="Ana" />}</Suspense>)).toContain('carregando');
    arrive(Greeting);
    await Route.preload();
    expect(renderToString(<Route name="Ana" />)).toBe('<p>Olá, <!-- -->Ana</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a later navigation or retry)', async () => {
    const load = vi.fn<() => Promise<ComponentType<Props>>>();
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const Route = preloadable(load);

    await expect(Route.preload()).rejects.toThrow('offline');
    await Route.preload();
    expect(renderToString(<Route name="Bia" />)).toContain('Bia');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
