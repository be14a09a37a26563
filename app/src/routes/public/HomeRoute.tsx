import { Placeholder } from './Placeholder';

export function HomeRoute() {
  return <Placeholder name="Home" />;
}
