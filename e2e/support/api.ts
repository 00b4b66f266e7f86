import { API_URL } from './urls';

/** Direct API calls for setting up and checking journeys (the browser does the journey itself). */
export async function apiLogin(email: string, password: string): Promise<string> {
  const res = await fetch(`${API_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function setWebsiteState(
  token: string,
  state: string,
  description = '',
): Promise<void> {
  const res = await fetch(`${API_URL}/api/admin/website-state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ state, description }),
  });
  if (!res.ok) throw new Error(`website state: ${res.status} ${await res.text()}`);
}

export async function latestMail(
  to: string,
): Promise<{ subject: string; text: string } | undefined> {
  const res = await fetch(`${API_URL}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { data: { subject: string; text: string }[] };
  return body.data[0];
}
