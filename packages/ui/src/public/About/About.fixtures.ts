import type { AboutProps } from './About';
import { team } from '../shared/people.fixtures';

export const aboutWithTeam: AboutProps = { team: { status: 'ready', members: team } };
export const aboutLoading: AboutProps = { team: { status: 'loading' } };
export const aboutEmptyTeam: AboutProps = { team: { status: 'ready', members: [] } };
export const aboutTeamFailed: AboutProps = { team: { status: 'error' } };
