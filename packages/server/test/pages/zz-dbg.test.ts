import { it } from 'vitest';
import { createTestApp } from '/work/main/packages/server/test/helpers';
import { makeFakeBuild } from '/work/main/packages/server/test/pages/fakeBuild';
it('dbg', async () => {
  const b = makeFakeBuild();
  const t = await createTestApp('sqlite', { APP_DIST_DIR: b.dir });
  for (const url of ['/assets/nao-existe.js', '/assets/%2e%2e/index.html', '/api/nao-existe/', '/api', '/media/x.webp']) {
    const r = await t.app.inject({ method: 'GET', url });
    console.log(url, r.statusCode, r.body.slice(0, 60));
  }
  await t.close();
});
