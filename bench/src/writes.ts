import type { Api } from './api';
import { writeSpec } from './content';
import { testImage } from './images';
import { publishPost, type PostImages } from './seed';
import { median } from './stats';

export interface WritesResult {
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

/**
 * Publishing a post as the editor does: ten sections (two of them images) by JSON, then the main
 * image and the two section images, one request after the other; timed end to end, `runs` times
 * with different images each time (so no upload is ever a duplicate of an earlier one).
 */
export async function measureWrites(api: Api, token: string, runs: number): Promise<WritesResult> {
  const images: PostImages[] = [];
  for (let run = 0; run < runs; run++) {
    images.push({
      cover: await testImage(200 + run, 1600, 900),
      sections: [await testImage(300 + run, 1200, 800), await testImage(400 + run, 1200, 800)],
    });
  }
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await publishPost(api, token, writeSpec(run), images[run]!);
    times.push(performance.now() - started);
  }
  return { runs, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times) };
}
