export { LoginScreen } from './LoginScreen';
export type { LoginScreenProps, LoginOutcome } from './LoginScreen';
