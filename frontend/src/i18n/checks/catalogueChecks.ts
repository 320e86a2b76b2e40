/** A catalogue as i18next reads it: nested objects of strings. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** A catalogue with its language, so plural forms can be checked against the language's own rules. */
export interface LanguageCatalogue {
  lng: string;
  catalogue: Catalogue;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of a catalogue as a dotted path, with its string value; a value that is not a string is reported. */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of flatten(value, path)) flat.set(k, v);
    else throw new Error(`${path} is not a string or an object of strings`);
  }
  return flat;
}

/** Splits keys into plain keys and plural groups (`base` -> its `_one`, `_other`... forms). */
export function pluralGroups(flat: Map<string, string>): {
  plain: Set<string>;
  plurals: Map<string, Set<string>>;
} {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of flat.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    // A lone `_other` (no sibling form) is still a plural group: i18next reads it only with a count.
    if (!match) {
      plain.add(key);
      continue;
    }
    const base = key.slice(0, match.index);
    if (!plurals.has(base)) plurals.set(base, new Set());
    plurals.get(base)!.add(match[1]);
  }
  return { plain, plurals };
}

/**
 * Keys one catalogue has and the other lacks, plural groups with a form their language does not use or without a
 * form it needs (English: one, other; Brazilian Portuguese: one, many, other), and keys that are plain in one
 * catalogue and plural in the other.
 */
export function keyIssues(a: LanguageCatalogue, b: LanguageCatalogue): string[] {
  const issues: string[] = [];
  const groups = [a, b].map((c) => ({ lng: c.lng, ...pluralGroups(flatten(c.catalogue)) }));
  for (const [self, other] of [groups, [groups[1], groups[0]]]) {
    for (const key of self.plain) {
      if (other.plurals.has(key)) issues.push(`${key} is plural in ${other.lng} but not in ${self.lng}`);
      else if (!other.plain.has(key)) issues.push(`${key} is in ${self.lng} but missing from ${other.lng}`);
    }
    for (const base of self.plurals.keys()) {
      if (!other.plurals.has(base) && !other.plain.has(base))
        issues.push(`${base}_* (plural) is in ${self.lng} but missing from ${other.lng}`);
    }
  }
  for (const group of groups) {
    const needed = new Intl.PluralRules(group.lng).resolvedOptions().pluralCategories as string[];
    for (const [base, forms] of group.plurals) {
      for (const form of needed)
        if (!forms.has(form)) issues.push(`${base}_${form} is missing from ${group.lng} (its plural forms)`);
      for (const form of forms)
        if (!needed.includes(form)) issues.push(`${base}_${form} is not a plural form of ${group.lng}`);
    }
  }
  return issues;
}

/** `{{name}}` and `{{name, format}}` placeholders of a value. */
export function variables(value: string): Set<string> {
  return new Set([...value.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]));
}

/** Tag names of a value's HTML (`<p>`, `<strong>`), in order. */
function tags(value: string): string {
  return [...value.matchAll(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi)]
    .map((m) => m[0].replace(/\s.*>$/, '>'))
    .join('');
}

/**
 * Keys whose translations do not take the same placeholders (a plural group is compared as a whole, so a `_one`
 * form may leave out `{{count}}`), or whose HTML is not built of the same tags.
 */
export function variableIssues(a: LanguageCatalogue, b: LanguageCatalogue): string[] {
  const issues: string[] = [];
  const [fa, fb] = [flatten(a.catalogue), flatten(b.catalogue)];
  const byBase = (flat: Map<string, string>) => {
    const merged = new Map<string, { vars: Set<string>; tags: string }>();
    for (const [key, value] of flat) {
      const base = key.replace(PLURAL_SUFFIX, '');
      const entry = merged.get(base) ?? { vars: new Set<string>(), tags: tags(value) };
      for (const v of variables(value)) entry.vars.add(v);
      merged.set(base, entry);
    }
    return merged;
  };
  const [ma, mb] = [byBase(fa), byBase(fb)];
  for (const [base, ea] of ma) {
    const eb = mb.get(base);
    if (!eb) continue; // reported by keyIssues
    const only = (x: Set<string>, y: Set<string>) => [...x].filter((v) => !y.has(v));
    for (const v of only(ea.vars, eb.vars))
      issues.push(`${base}: {{${v}}} is in ${a.lng} but not in ${b.lng}`);
    for (const v of only(eb.vars, ea.vars))
      issues.push(`${base}: {{${v}}} is in ${b.lng} but not in ${a.lng}`);
    if (ea.tags !== eb.tags)
      issues.push(`${base}: HTML ${a.lng} ${ea.tags} differs from ${b.lng} ${eb.tags}`);
  }
  return issues;
}

/**
 * Keys whose translation is the English text itself. Allowed: text left without letters once placeholders and the
 * brand are taken out (`{{title}} | Mapa`), and the values of `allowed` (language names, words both languages
 * share such as 'OK').
 */
export function untranslatedIssues(
  en: Catalogue,
  translated: LanguageCatalogue,
  options: { brands: readonly string[]; allowed: ReadonlySet<string> },
): string[] {
  const source = flatten(en);
  const issues: string[] = [];
  for (const [key, value] of flatten(translated.catalogue)) {
    if (source.get(key) !== value || options.allowed.has(value)) continue;
    let rest = value.replace(/\{\{[^}]*\}\}/g, ' ');
    for (const brand of options.brands) rest = rest.split(brand).join(' ');
    if (/\p{L}/u.test(rest)) issues.push(`${key} is the English text in ${translated.lng}: "${value}"`);
  }
  return issues;
}
