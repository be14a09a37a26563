import { Placeholder } from './Placeholder';

export function BlogRoute() {
  return <Placeholder name="Blog" />;
}
