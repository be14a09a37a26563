import { About, type TeamStatus } from '../About';
import { BlogTeaser, type PostsStatus } from '../BlogTeaser';
import { ContactSection } from '../ContactSection';
import { Hero } from '../Hero';
import { useScrolledPast } from '../NavBar';
import { PublicLayout } from '../PublicLayout';
import { Services } from '../Services';
import { useInView } from '../shared/useInView';

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
      floatingWhatsApp
      floatingHidden={heroActionsVisible}
    >
      <Hero learnHref="#blog" actionsRef={heroActionsRef} />
      <Services id="services" />
      <BlogTeaser id="blog" posts={posts} onRetry={onRetryPosts} />
      <About id="about" team={team} />
      <ContactSection id="contact" onAlert={onAlert} onOpenMailto={onOpenMailto} />
    </PublicLayout>
  );
}
