import type { User } from '@firm/contract';
import useSWR, { useSWRConfig } from 'swr';
import { apiPaths } from '../api/apiPaths';
import { useApi } from '../api/ApiProvider';
import { unwrap, type ApiClient } from '../api/client';
import { getData, type Mutate } from './swr';

/** Users: the session calls (token, me, logout) and the staff's user management. */

export const userKeys = {
  list: apiPaths.user.list,
  detail: (id: number) => apiPaths.user.detail(id),
};

// ------------------------------------------------------------ session

export async function requestToken(api: ApiClient, email: string, password: string): Promise<string> {
  const { token } = unwrap(await api.post<{ token?: string }>(apiPaths.user.token, { email, password }));
  if (!token) throw new Error('The server answered without a token');
  return token;
}

export const fetchMe = (api: ApiClient) => getData<Partial<User>>(api, apiPaths.user.me);

/** POST /api/user/logout/ revokes the token on the server. */
export async function revokeToken(api: ApiClient): Promise<void> {
  unwrap(await api.post(apiPaths.user.logout));
}

/**
 * The multipart fields of create/update user (§7). Absent fields are not sent:
 * the password only when typed, the role flags only when they may change.
 */
export interface UserFields {
  name?: string;
  email?: string;
  title?: string;
  summary?: string;
  oab?: string;
  password?: string;
  is_lawyer?: boolean;
  is_staff?: boolean;
  /** A newly chosen photo; null or absent keeps the current one. */
  image?: Blob | null;
}

/** PATCH /api/user/me/ (multipart); the answer may be an envelope or the bare user (§7). */
export async function updateMe(api: ApiClient, mutate: Mutate, fields: UserFields): Promise<Partial<User>> {
  const user = unwrap(await api.patch<Partial<User>>(apiPaths.user.me, userForm(withoutEmptyPassword(fields))));
  if (user.id !== undefined) await mutate(userKeys.detail(user.id));
  await mutate(userKeys.list);
  return user;
}

// ------------------------------------------------------------ management

export const fetchUsers = (api: ApiClient) => getData<User[]>(api, userKeys.list);
export const fetchUser = (api: ApiClient, id: number) => getData<User>(api, userKeys.detail(id));

/** POST /api/user/create/ (form data). */
export async function createUser(api: ApiClient, mutate: Mutate, fields: UserFields): Promise<User> {
  const user = unwrap(await api.post<User>(apiPaths.user.create, userForm(fields)));
  await mutate(userKeys.list);
  return user;
}

/** PATCH /api/user/{id}/ (form data); the password only when changed. */
export async function updateUser(api: ApiClient, mutate: Mutate, id: number, fields: UserFields): Promise<User> {
  const user = unwrap(await api.patch<User>(apiPaths.user.update(id), userForm(withoutEmptyPassword(fields))));
  await mutate<User>(userKeys.detail(id), user, { revalidate: false });
  await mutate<User[]>(userKeys.list, (users) => users?.map((u) => (u.id === id ? { ...u, ...user } : u)));
  return user;
}

/** DELETE /api/user/{id}/delete/; the row leaves the cached list at once. */
export async function deleteUser(api: ApiClient, mutate: Mutate, id: number): Promise<void> {
  unwrap(await api.delete(apiPaths.user.remove(id)));
  await mutate<User[]>(userKeys.list, (users) => users?.filter((u) => u.id !== id), { revalidate: false });
  await mutate(userKeys.detail(id), undefined, { revalidate: false });
}

const withoutEmptyPassword = ({ password, ...rest }: UserFields): UserFields =>
  password ? { ...rest, password } : rest;

/** Multipart body: booleans as 'true'/'false', absent values left out, files as files. */
export function userForm(fields: UserFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, UserFields[keyof UserFields]][]) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

export function useUsers() {
  const api = useApi();
  return useSWR(userKeys.list, () => fetchUsers(api));
}

export function useUser(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : userKeys.detail(id), () => fetchUser(api, id as number), {
    // The edit screen loads once; refetching on focus would reset a half-typed form.
    revalidateOnFocus: false,
  });
}

export function useUserMutations() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return {
    create: (fields: UserFields) => createUser(api, mutate, fields),
    update: (id: number, fields: UserFields) => updateUser(api, mutate, id, fields),
    remove: (id: number) => deleteUser(api, mutate, id),
    updateMe: (fields: UserFields) => updateMe(api, mutate, fields),
  };
}
