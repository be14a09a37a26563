export { LoginScreen } from './LoginScreen';
export type { LoginScreenProps, LoginOutcome, LoginThrottled } from './LoginScreen';
