import type { Post, TeamMember } from '@firm/contract';
import { firm } from '@firm/contract';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageMeta, postDescription, renderHead } from './pageMeta';

const section = (type: 'title' | 'paragraph', content: string, order: number) => ({
  id: order,
  post: 1,
  type,
  content,
  order,
  image: null,
  image_alt: '',
  image_info: null,
});

describe('page meta', () => {
  it('describes a post by its first paragraph, cut at a word', () => {
    const long = 'palavra '.repeat(40);
    const description = postDescription({
      title: 'T',
      sections: [section('title', 'Intro', 0), section('paragraph', long, 1)],
    });
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('palavra…')).toBe(true);
    expect(postDescription({ title: 'Só título', sections: [] })).toBe('Só título');
  });

  it('makes media paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://a.br', '/media/x.jpg')).toBe('https://a.br/media/x.jpg');
    expect(absoluteUrl('https://a.br/', 'https://cdn.br/y.jpg')).toBe('https://cdn.br/y.jpg');
  });

  it('keeps the blog canonical and indexable, and the 404 not', () => {
    expect(renderHead(pageMeta({ page: 'blog' }, 'https://a.br'), 'https://a.br')).toContain(
      '<link rel="canonical" href="https://a.br/blog">',
    );
    const notFound = renderHead(pageMeta({ page: 'notFound' }, 'https://a.br'), 'https://a.br');
    expect(notFound).toContain('noindex');
    expect(notFound).not.toContain('canonical');
  });

  it('escapes attribute values', () => {
    const meta = { ...pageMeta({ page: 'blog' }, 'https://a.br'), title: 'A "B" <C>' };
    expect(renderHead(meta, 'https://a.br')).toContain('<title>A &quot;B&quot; &lt;C&gt;</title>');
  });
});

const origin = 'https://a.br';

const lawyer: TeamMember = {
  name: 'Dra. Ana Campos',
  image: '/media/ana.jpg',
  title: 'Advogada trabalhista',
  summary: '',
  oab: 'OAB/SP 245.318',
};

const post: Post = {
  id: 1,
  slug: 'ferias',
  title: 'Férias',
  image: null,
  image_alt: '',
  image_info: null,
  tags: [],
  published_at: '2025-01-02T03:04:05.006Z',
  reading_time: '1 min de leitura',
  sections: [section('paragraph', 'Texto.', 0)],
  user: 1,
  author: lawyer,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

type Ld = Record<string, unknown>;
const ofType = (data: object[], type: string) => data.find((d) => (d as Ld)['@type'] === type) as Ld;

/** The credential the page's OAB line stands for: OAB/SP → the São Paulo seccional, and the number. */
const spCredential = (number: string, category: string) => ({
  '@type': 'EducationalOccupationalCredential',
  credentialCategory: category,
  name: `OAB/SP ${number}`,
  identifier: number,
  recognizedBy: {
    '@type': 'Organization',
    name: 'Ordem dos Advogados do Brasil, Seccional São Paulo',
    alternateName: 'OAB/SP',
  },
});

describe('structured data carries the OAB registrations the page shows', () => {
  it("gives a post's author their registration", () => {
    const posting = ofType(
      pageMeta({ page: 'blogPost', slug: post.slug }, origin, { post }).structuredData,
      'BlogPosting',
    );
    expect(posting.author).toEqual({
      '@type': 'Person',
      name: 'Dra. Ana Campos',
      jobTitle: 'Advogada trabalhista',
      image: 'https://a.br/media/ana.jpg',
      hasCredential: spCredential('245.318', 'Inscrição na OAB'),
    });
  });

  it('gives the firm its registration and lists the team, each with theirs', () => {
    const other: TeamMember = { ...lawyer, name: 'Dr. Rafael Vieira', image: null, oab: 'OAB/RJ 98.765' };
    const firmData = ofType(
      pageMeta({ page: 'home' }, origin, { team: [lawyer, other] }).structuredData,
      'LegalService',
    );
    expect(firmData.hasCredential).toEqual(spCredential('21.457', 'Registro de sociedade de advogados na OAB'));
    expect(firmData.hasCredential).toMatchObject({ name: firm.oabRegistration });
    expect(firmData.employee).toEqual([
      expect.objectContaining({ name: 'Dra. Ana Campos', hasCredential: spCredential('245.318', 'Inscrição na OAB') }),
      expect.objectContaining({
        '@type': 'Person',
        name: 'Dr. Rafael Vieira',
        hasCredential: expect.objectContaining({
          identifier: '98.765',
          recognizedBy: expect.objectContaining({ alternateName: 'OAB/RJ' }),
        }),
      }),
    ]);
  });

  it('leaves the credential out for a person with no registration', () => {
    const posting = ofType(
      pageMeta({ page: 'blogPost', slug: post.slug }, origin, { post: { ...post, author: { ...lawyer, oab: ' ' } } })
        .structuredData,
      'BlogPosting',
    );
    expect(posting.author).not.toHaveProperty('hasCredential');
  });
});
