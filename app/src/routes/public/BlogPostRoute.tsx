import { Placeholder } from './Placeholder';

export function BlogPostRoute() {
  return <Placeholder name="BlogPost" />;
}
