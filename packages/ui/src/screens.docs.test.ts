import { describe, expect, it } from 'vitest';

/**
 * Design review without Chromatic: each screen's Docs page (autodocs) lists its states, each with
 * one line, from the spec, on when a visitor or staff member sees it. Storybook shows
 * `parameters.docs.description.component` above the stories and `…description.story` under each.
 */
const screens = [
  'public/LandingPage',
  'public/BlogTeaser',
  'public/About',
  'public/ContactSection',
  'public/BlogListPage',
  'public/PostPage',
  'public/NotFoundPage',
  'public/PrivacyPage',
  'backoffice/LoginScreen',
  'backoffice/PostListScreen',
  'backoffice/PostEditor',
  'backoffice/CategorySelector',
  'backoffice/UserListScreen',
  'backoffice/UserForm',
  'backoffice/StaffNav',
  'backoffice/StaffLayout',
];

type Annotations = { parameters?: { docs?: { description?: { component?: unknown; story?: unknown } } } };

const modules = import.meta.glob<Record<string, Annotations>>('./*/*/*.stories.tsx');

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

describe.each(screens)('%s', (screen) => {
  const name = screen.split('/')[1]!;
  const load = modules[`./${screen}/${name}.stories.tsx`];

  it('has a stories file', () => {
    expect(load).toBeDefined();
  });

  it('describes the screen and each of its states on its Docs page', async () => {
    const { default: meta, ...stories } = await load!();
    expect(isText(meta?.parameters?.docs?.description?.component), 'meta: docs.description.component').toBe(true);
    const missing = Object.entries(stories)
      .filter(([, story]) => !isText(story?.parameters?.docs?.description?.story))
      .map(([story]) => story);
    expect(missing, 'stories without docs.description.story').toEqual([]);
    expect(Object.keys(stories).length).toBeGreaterThan(0);
  });
});
