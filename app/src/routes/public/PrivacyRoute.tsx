import { Placeholder } from './Placeholder';

export function PrivacyRoute() {
  return <Placeholder name="Privacy" />;
}
