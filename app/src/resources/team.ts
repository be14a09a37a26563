import type { TeamMember } from '@firm/contract';
import useSWR from 'swr';
import { publicApiPaths } from '../api/publicApiPaths';
import { useApi } from '../api/ApiProvider';
import type { ApiClient } from '../api/client';
import { useServerFresh } from '../ssr/serverFresh';

export const teamKey = publicApiPaths.team;

/**
 * Team members for the landing page (§7 GET /api/user/list/). The block is
 * optional: any failure is logged with the spec's texts (§8) and gives an empty
 * team, which the About section hides.
 */
export async function fetchTeam(api: ApiClient): Promise<TeamMember[]> {
  try {
    const answer = await api.get<TeamMember[]>(teamKey);
    if (!answer.success || !Array.isArray(answer.data)) {
      console.error('Failed to fetch team members');
      return [];
    }
    return answer.data;
  } catch (error) {
    console.error('Failed to load team members', error);
    return [];
  }
}

export function useTeam() {
  const api = useApi();
  return useSWR(teamKey, () => fetchTeam(api), useServerFresh(teamKey));
}
