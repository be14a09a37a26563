import type { TeamStatus } from '../About';
import type { PostsStatus } from '../BlogTeaser';
import { Hero } from '../Hero';
import { useScrolledPast } from '../NavBar';
import { PublicLayout } from '../PublicLayout';
import { deferred } from '../shared/deferred';
import { useInView } from '../shared/useInView';
import { WhatsAppFloatingButton } from '../WhatsAppFloatingButton';

// Below the hero: each section's code arrives when the visitor scrolls toward it, and the two with
// neither links nor controls never need theirs on a server-rendered page (shared/deferred).
const Services = deferred('services', () => import('../Services/Services').then((m) => m.Services), {
  loadCode: 'never',
});
const BlogTeaser = deferred('blog', () => import('../BlogTeaser/BlogTeaser').then((m) => m.BlogTeaser));
const About = deferred('about', () => import('../About/About').then((m) => m.About), { loadCode: 'never' });
const ContactSection = deferred('contact', () =>
  import('../ContactSection/ContactSection').then((m) => m.ContactSection),
);

export interface LandingPageProps {
  /** Newest public posts for the blog teaser. */
  posts: PostsStatus;
  onRetryPosts?: () => void;
  /** The lawyers; the team block hides itself when empty or failed. */
  team: TeamStatus;
  /** Contact form: see ContactForm (defaults: window.alert / window.location.assign). */
  onAlert?: (message: string) => void;
  onOpenMailto?: (url: string) => void;
  /** Overrides the scroll-driven nav state (stories). */
  scrolled?: boolean;
}

/** Fixed order (spec §2): nav, hero, services, blog teaser, about, contact, footer, floating WhatsApp button. */
export function LandingPage({ posts, onRetryPosts, team, onAlert, onOpenMailto, scrolled }: LandingPageProps) {
  const scrolledPast = useScrolledPast();
  const [heroActionsRef, heroActionsVisible] = useInView<HTMLDivElement>();
  return (
    <PublicLayout
      navVariant="landing"
      scrolled={scrolled ?? scrolledPast}
      floating={<WhatsAppFloatingButton hidden={heroActionsVisible} />}
    >
      <Hero learnHref="#blog" actionsRef={heroActionsRef} />
      <Services id="services" />
      <BlogTeaser id="blog" posts={posts} onRetry={onRetryPosts} />
      <About id="about" team={team} />
      <ContactSection id="contact" onAlert={onAlert} onOpenMailto={onOpenMailto} />
    </PublicLayout>
  );
}
