import { z } from '../schema/zod';

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens, ending in a letter label. */
const HOST_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why a custom domain was refused: a code a client can put in its own words, with the English message. */
export type CustomDomainProblem = 'scheme' | 'path' | 'credentials' | 'port' | 'portRange' | 'host';

/** The outcome of {@link normalizeCustomDomain}: the origin to store, or why the text was refused. */
export type CustomDomainResult =
  { ok: true; origin: string | null } | { ok: false; reason: CustomDomainProblem; message: string };

const refused = (reason: CustomDomainProblem, message: string): CustomDomainResult => ({
  ok: false,
  reason,
  message,
});

/**
 * Reads a user's custom domain (spec §2.1 public links): a bare host (`maps.example.com`) or an https origin
 * (`https://maps.example.com`, optionally with a port and a trailing slash). Blank clears it (null). Anything
 * else — another scheme, a path, a query, credentials, an IP address or a host without a dot — is refused with
 * a reason and a message saying which. The stored form is the lower-cased origin, `https://host[:port]`.
 */
export function normalizeCustomDomain(text: string): CustomDomainResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, origin: null };
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed);
  if (scheme && scheme[1].toLowerCase() !== 'https')
    return refused('scheme', 'A custom domain must use https');
  const rest = (scheme ? trimmed.slice(scheme[0].length) : trimmed).replace(/\/$/, '').toLowerCase();
  if (/[/?#]/.test(rest)) return refused('path', 'A custom domain is a host only, without a path');
  if (rest.includes('@')) return refused('credentials', 'A custom domain cannot contain credentials');
  const [, host, port] = /^([^:]*)(?::(\d{1,5}))?$/.exec(rest) ?? [];
  if (host === undefined) return refused('port', 'The port of a custom domain must be a number');
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535))
    return refused('portRange', 'The port of a custom domain must be between 1 and 65535');
  if (!HOST_PATTERN.test(host))
    return refused('host', 'A custom domain must be a host name such as maps.example.com');
  return { ok: true, origin: `https://${host}${port === undefined || port === '443' ? '' : `:${port}`}` };
}

/** A custom domain in a request body: normalised to `https://host[:port]`, or null to clear it. */
export const customDomainField = z
  .string()
  .max(300)
  .nullable()
  .transform((value, ctx) => {
    if (value === null) return null;
    const result = normalizeCustomDomain(value);
    if (result.ok) return result.origin;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
