/**
 * The public site's screens (spec §2 public routes): what a visitor's bundle and
 * the server renderer import. Nothing here pulls in back-office libraries.
 */
export { LandingPage } from './LandingPage';
export type { LandingPageProps } from './LandingPage';
export { BlogListPage, ALL_CATEGORIES } from './BlogListPage';
export type { BlogListPageProps, BlogPostsStatus, TagsStatus } from './BlogListPage';
export { PostPage } from './PostPage';
export type { PostPageProps, PostPageStatus } from './PostPage';
export { PostArticle, splitListItems } from './PostArticle';
export type { PostArticleProps, PostArticleData, PostArticleSection, PostArticleSectionType } from './PostArticle';
export { NotFoundPage } from './NotFoundPage';
export { PrivacyPage } from './PrivacyPage';

export { PublicLayout } from './PublicLayout';
export type { PublicLayoutProps } from './PublicLayout';
export { NavBar, navBarVariants, useScrolledPast } from './NavBar';
export type { NavBarProps, NavBarVariant } from './NavBar';
export { Hero } from './Hero';
export type { HeroProps } from './Hero';
export { Services, practiceAreas } from './Services';
export type { ServicesProps, PracticeArea } from './Services';
export { BlogTeaser } from './BlogTeaser';
export type { BlogTeaserProps, PostsStatus } from './BlogTeaser';
export { About } from './About';
export type { AboutProps, TeamStatus } from './About';
export {
  ContactSection,
  ContactForm,
  buildContactMailto,
  contactSubjects,
  isContactFormComplete,
  CONTACT_REQUIRED_MESSAGE,
} from './ContactSection';
export type { ContactSectionProps, ContactFormProps, ContactFormValues } from './ContactSection';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { WhatsAppFloatingButton } from './WhatsAppFloatingButton';
export type { WhatsAppFloatingButtonProps } from './WhatsAppFloatingButton';
export { ShareMenu, whatsappShareUrl } from './ShareMenu';
export type { ShareMenuProps } from './ShareMenu';
export { PostCard } from './PostCard';
export type { PostCardProps } from './PostCard';
export { ResponsiveImage } from './ResponsiveImage';
export type { ResponsiveImageProps } from './ResponsiveImage';
export { formatPostDate } from './shared/formatPostDate';
export { landingSections, sectionHref } from './shared/sections';
export { endInitialHydration } from './shared/deferred';
