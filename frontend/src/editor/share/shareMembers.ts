import { emailField } from '@mapa/model';
import type { MapMembers, MemberRole } from '../../api';

/** The outcome of adding a member: the new list, or why the e-mail was refused. */
export type AddMemberResult =
  { ok: true; members: MapMembers } | { ok: false; error: 'invalidEmail' | 'owner' };

/**
 * Adds (or re-roles) a member by e-mail (spec §5): the address is trimmed and lower-cased and must match the
 * standard pattern, else 'invalidEmail'; the owner cannot be a member of their own map.
 */
export function addMember(
  members: MapMembers,
  rawEmail: string,
  role: MemberRole,
  ownerEmail: string,
): AddMemberResult {
  const parsed = emailField.safeParse(rawEmail);
  if (!parsed.success) return { ok: false, error: 'invalidEmail' };
  if (parsed.data === ownerEmail.toLowerCase()) return { ok: false, error: 'owner' };
  return { ok: true, members: { ...members, [parsed.data]: role } };
}

/** The list with one member's role changed. */
export function changeRole(members: MapMembers, email: string, role: MemberRole): MapMembers {
  return email in members ? { ...members, [email]: role } : members;
}

/** The list without one member. */
export function removeMember(members: MapMembers, email: string): MapMembers {
  const next = { ...members };
  delete next[email];
  return next;
}

/** Members sorted by e-mail, for a stable list. */
export function sortedMembers(members: MapMembers): [string, MemberRole][] {
  return Object.entries(members).sort(([a], [b]) => a.localeCompare(b));
}

/** The public link of a map (spec §2.1): `{customDomain}/maps/{id}` when the user has one, else this host. */
export function publicLink(mapId: string, origin: string, customDomain?: string | null): string {
  const base = customDomain ? withScheme(customDomain) : origin;
  return `${base.replace(/\/+$/, '')}/maps/${encodeURIComponent(mapId)}`;
}

function withScheme(domain: string): string {
  return /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
}

/** The embed snippet (spec §2.1): an iframe of `/maps/{id}?hideNavbar=true`, 600 px by 400 px. */
export function embedSnippet(link: string): string {
  return `<iframe src="${link}?hideNavbar=true" width="600" height="400" style="border:0" allowfullscreen></iframe>`;
}
