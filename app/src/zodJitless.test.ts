import { expect, it } from 'vitest';
import './zodJitless';

it('turns zod jitless through the global config object zod adopts when it loads', async () => {
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
