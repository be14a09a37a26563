import type { Post, PrefetchedData, PublicPage, PublicPerson, TeamMember } from '@firm/contract';
import { BLOG_MAX_PAGES, excerpt, firm, pagePaths, postExcerpt } from '@firm/contract';
import { FIRM_REGISTRATION, oabCredential } from './oabCredential';

/**
 * What each page tells search engines and link previews: title, description,
 * canonical path, Open Graph type and image, and its structured data. The
 * server renders it into <head>; route modules reuse the titles on navigation.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL (joined to the public origin by renderHead). */
  canonicalPath: string | null;
  /** Path of the next page of a list (<link rel="next">), while there is more. */
  nextPath: string | null;
  ogType: 'website' | 'article';
  image: string | null;
  imageAlt: string | null;
  noindex: boolean;
  /** JSON-LD objects (schema.org), one <script> each. */
  structuredData: object[];
  /** The image the page shows largest on its first screen (its LCP element), fetched from <head>. */
  leadImage: LeadImage | null;
}

/** What a <link rel="preload" as="image"> needs to fetch the same file the page's <img> picks. */
export interface LeadImage {
  src: string;
  srcset: string | null;
  sizes: string | null;
}

/**
 * The `sizes` of a post's main image, as PostArticle (packages/ui) gives it to its <img>: the
 * preload must pick the same width variant, or the browser fetches the image twice. A test
 * (entry-server.test.tsx) compares the two in rendered HTML.
 */
export const POST_IMAGE_SIZES = '(min-width: 1024px) 56rem, 100vw';

/** The post's main image with its width variants (the srcset ResponsiveImage builds). */
function postLeadImage(post: Post): LeadImage | null {
  if (!post.image) return null;
  const variants = [...(post.image_info?.variants ?? [])].sort((a, b) => a.width - b.width);
  if (variants.length === 0) return { src: post.image, srcset: null, sizes: null };
  return {
    src: post.image,
    srcset: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    sizes: POST_IMAGE_SIZES,
  };
}

const siteName = firm.name;
const withSite = (title: string) => `${title} | ${siteName}`;

export const pageTitles = {
  home: `${siteName} | Advogados em ${firm.address.city}`,
  blog: withSite('Blog'),
  privacy: withSite('Política de Privacidade'),
  notFound: withSite('Página não encontrada'),
  postNotFound: withSite('Publicação não encontrada'),
  backoffice: withSite('Acesso Restrito'),
  post: (title: string) => withSite(title),
};

const descriptions = {
  home: `${firm.tagline}. Atendimento desde ${firm.foundedYear}. Fale conosco pelo WhatsApp ${firm.whatsapp.display}.`,
  blog: 'Artigos sobre direitos trabalhistas, previdenciários, de família, do consumidor e imobiliários, em linguagem clara.',
  privacy: 'Como este site trata os seus dados: nada do formulário de contato é armazenado e não usamos rastreadores.',
  notFound: 'A página procurada não existe.',
};

/** Search engines show about 160 characters: 159 and the '…'. */
const MAX_DESCRIPTION = 159;

/** The post's excerpt (the contract's rule, as on its card) within 160 characters; its title when it has no text. */
export function postDescription(post: Pick<Post, 'sections' | 'title'>): string {
  const sorted = [...post.sections].sort((a, b) => a.order - b.order);
  return postExcerpt(sorted, MAX_DESCRIPTION) || excerpt(post.title, MAX_DESCRIPTION);
}

function breadcrumbs(origin: string, items: ReadonlyArray<readonly [string, string]>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(origin, path),
    })),
  };
}

/** A lawyer as schema.org's Person, with the OAB registration the page shows. */
function person(origin: string, who: PublicPerson): object {
  const credential = oabCredential(who.oab);
  return {
    '@type': 'Person',
    name: who.name,
    ...(who.title ? { jobTitle: who.title } : {}),
    ...(who.image ? { image: absoluteUrl(origin, who.image) } : {}),
    ...(credential ? { hasCredential: credential } : {}),
  };
}

function legalService(origin: string, team: readonly TeamMember[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': `${absoluteUrl(origin, pagePaths.home)}#firm`,
    name: firm.name,
    description: firm.tagline,
    url: absoluteUrl(origin, pagePaths.home),
    telephone: firm.phone.e164,
    email: firm.email,
    foundingDate: String(firm.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street,
      addressLocality: firm.address.city,
      addressRegion: firm.address.state,
      postalCode: firm.address.postalCode,
      addressCountry: firm.address.country,
    },
    areaServed: firm.address.city,
    sameAs: firm.social.map((profile) => profile.url),
    hasCredential: oabCredential(firm.oabRegistration, FIRM_REGISTRATION),
    // The lawyers the landing page presents, each with their registration.
    ...(team.length > 0 ? { employee: team.map((member) => person(origin, member)) } : {}),
  };
}

function blogPosting(origin: string, post: Post): object {
  const url = absoluteUrl(origin, pagePaths.blogPost(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: postDescription(post),
    ...(post.image ? { image: absoluteUrl(origin, post.image) } : {}),
    datePublished: post.published_at,
    dateModified: post.updated_at,
    inLanguage: 'pt-BR',
    mainEntityOfPage: url,
    url,
    ...(post.tags[0] ? { articleSection: post.tags[0].name } : {}),
    author: person(origin, post.author),
    publisher: { '@type': 'LegalService', name: firm.name, url: absoluteUrl(origin, pagePaths.home) },
  };
}

/**
 * Meta of a page, from the data it is rendered with: `post` for a blogPost page (null: unknown
 * slug), `team` for the landing page's structured data.
 */
export function pageMeta(
  page: PublicPage,
  origin: string,
  { post, team = [], blogPages }: Pick<PrefetchedData, 'post' | 'team' | 'blogPages'> = {},
): PageMeta {
  const base = {
    nextPath: null,
    ogType: 'website' as const,
    image: null,
    imageAlt: null,
    noindex: false,
    structuredData: [],
    leadImage: null,
  };
  switch (page.page) {
    case 'home':
      return {
        ...base,
        title: pageTitles.home,
        description: descriptions.home,
        canonicalPath: pagePaths.home,
        structuredData: [legalService(origin, team), breadcrumbs(origin, [['Início', pagePaths.home]])],
      };
    case 'blog': {
      // The address's own list, normalised; the page count is what was rendered (clamped).
      const { category = null, q = '' } = page.blog ?? {};
      const pages = blogPages?.length ?? 1;
      const loaded = blogPages?.reduce((sum, each) => sum + each.results.length, 0) ?? 0;
      const more = blogPages !== undefined && loaded < (blogPages[0]?.count ?? 0) && pages < BLOG_MAX_PAGES;
      return {
        ...base,
        title: pageTitles.blog,
        description: descriptions.blog,
        canonicalPath: pagePaths.blogList({ page: pages, category, q }),
        nextPath: more ? pagePaths.blogList({ page: pages + 1, category, q }) : null,
        structuredData: [
          breadcrumbs(origin, [
            ['Início', pagePaths.home],
            ['Blog', pagePaths.blog],
          ]),
        ],
      };
    }
    case 'blogPost':
      if (!post)
        return {
          ...base,
          title: pageTitles.postNotFound,
          description: descriptions.notFound,
          canonicalPath: null,
          noindex: true,
        };
      return {
        ...base,
        title: pageTitles.post(post.title),
        description: postDescription(post),
        canonicalPath: pagePaths.blogPost(post.slug),
        ogType: 'article',
        image: post.image,
        imageAlt: post.image_alt || post.title,
        leadImage: postLeadImage(post),
        structuredData: [
          blogPosting(origin, post),
          breadcrumbs(origin, [
            ['Início', pagePaths.home],
            ['Blog', pagePaths.blog],
            [post.title, pagePaths.blogPost(post.slug)],
          ]),
        ],
      };
    case 'privacy':
      return {
        ...base,
        title: pageTitles.privacy,
        description: descriptions.privacy,
        canonicalPath: pagePaths.privacy,
      };
    case 'backoffice':
      return {
        ...base,
        title: pageTitles.backoffice,
        description: descriptions.home,
        canonicalPath: null,
        noindex: true,
      };
    case 'notFound':
      return {
        ...base,
        title: pageTitles.notFound,
        description: descriptions.notFound,
        canonicalPath: null,
        noindex: true,
      };
  }
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, origin.endsWith('/') ? origin : `${origin}/`).toString();
  } catch {
    return pathOrUrl;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: '<' escaped so no '</script>' or '<!--' can close or confuse it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The <head> tags of a page, as HTML. */
export function renderHead(meta: PageMeta, origin: string, nonce?: string): string {
  const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')}>`;
  const canonical = meta.canonicalPath === null ? null : absoluteUrl(origin, meta.canonicalPath);
  const image = meta.image ? absoluteUrl(origin, meta.image) : null;
  const lead = meta.leadImage;
  const lines = [
    // First in <head>: the largest image of the first screen, at high priority, before scripts and fonts.
    lead
      ? tag('link', {
          rel: 'preload',
          as: 'image',
          href: lead.src,
          ...(lead.srcset && lead.sizes ? { imagesrcset: lead.srcset, imagesizes: lead.sizes } : {}),
          fetchpriority: 'high',
        })
      : null,
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
    meta.noindex ? tag('meta', { name: 'robots', content: 'noindex' }) : null,
    canonical ? tag('link', { rel: 'canonical', href: canonical }) : null,
    meta.nextPath === null ? null : tag('link', { rel: 'next', href: absoluteUrl(origin, meta.nextPath) }),
    tag('meta', { property: 'og:site_name', content: siteName }),
    tag('meta', { property: 'og:locale', content: 'pt_BR' }),
    tag('meta', { property: 'og:type', content: meta.ogType }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    canonical ? tag('meta', { property: 'og:url', content: canonical }) : null,
    image ? tag('meta', { property: 'og:image', content: image }) : null,
    image && meta.imageAlt ? tag('meta', { property: 'og:image:alt', content: meta.imageAlt }) : null,
    tag('meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
    image ? tag('meta', { name: 'twitter:image', content: image }) : null,
    ...meta.structuredData.map((data) => `<script type="application/ld+json"${nonceAttr}>${scriptJson(data)}</script>`),
  ];
  return lines.filter((line) => line !== null).join('\n');
}
