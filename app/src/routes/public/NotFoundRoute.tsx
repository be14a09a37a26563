import { Placeholder } from './Placeholder';

export function NotFoundRoute() {
  return <Placeholder name="NotFound" />;
}
