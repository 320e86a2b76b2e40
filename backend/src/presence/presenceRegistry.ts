import type { PresenceEntry } from '@mapa/model';

/** One known presence: `local` when this process holds its stream, and when it was last heard of. */
export interface KnownPresence {
  entry: PresenceEntry;
  local: boolean;
  heardAt: number;
}

/**
 * Everyone present on every map this process has heard of, in memory (presence is never stored). Entries of
 * this process's own streams go when their stream closes; entries of other processes are refreshed by their
 * owner's periodic announcements and forgotten once not heard of for a while (that process may have died).
 */
export class PresenceRegistry {
  private readonly maps = new Map<string, Map<string, KnownPresence>>();
  /** Sessions that said they left, and when: sessions are never reused, so an entry heard later is stale. */
  private readonly departed = new Map<string, number>();

  get(mapId: string, session: string): KnownPresence | undefined {
    return this.maps.get(mapId)?.get(session);
  }

  /** Every entry of a map, in the order they joined. */
  entries(mapId: string): PresenceEntry[] {
    return [...(this.maps.get(mapId)?.values() ?? [])].map((known) => known.entry);
  }

  /** The entries of this process's own streams on a map. */
  localEntries(mapId: string): PresenceEntry[] {
    return [...(this.maps.get(mapId)?.values() ?? [])].filter((k) => k.local).map((k) => k.entry);
  }

  /** Every map with at least one of this process's own streams, with those entries. */
  *allLocal(): Generator<[string, PresenceEntry]> {
    for (const [mapId, sessions] of this.maps)
      for (const known of sessions.values()) if (known.local) yield [mapId, known.entry];
  }

  /** Records an entry; answers whether it is new, changed or the same as the one known. */
  set(mapId: string, entry: PresenceEntry, local: boolean, now: number): 'new' | 'changed' | 'same' {
    let sessions = this.maps.get(mapId);
    if (!sessions) this.maps.set(mapId, (sessions = new Map()));
    const before = sessions.get(entry.session);
    sessions.set(entry.session, { entry, local, heardAt: now });
    if (!before) return 'new';
    return sameEntry(before.entry, entry) ? 'same' : 'changed';
  }

  /**
   * Forgets a session that left (its stream closed) at `now`; true if it was known. An entry of it heard after
   * this is late ({@link PresenceRegistry.hasLeft}).
   */
  leave(mapId: string, session: string, now: number): boolean {
    this.departed.set(session, now);
    return this.remove(mapId, session);
  }

  /** Whether a session said it left (within the expiry age). */
  hasLeft(session: string): boolean {
    return this.departed.has(session);
  }

  private remove(mapId: string, session: string): boolean {
    const sessions = this.maps.get(mapId);
    const removed = sessions?.delete(session) ?? false;
    if (sessions?.size === 0) this.maps.delete(mapId);
    return removed;
  }

  /** Forgets the other processes' entries not heard of since `now - maxAgeMs`; returns what it forgot. */
  expire(now: number, maxAgeMs: number): { mapId: string; session: string }[] {
    const gone: { mapId: string; session: string }[] = [];
    for (const [mapId, sessions] of this.maps)
      for (const [session, known] of sessions)
        if (!known.local && now - known.heardAt > maxAgeMs) gone.push({ mapId, session });
    for (const { mapId, session } of gone) this.remove(mapId, session);
    for (const [session, at] of this.departed) if (now - at > maxAgeMs) this.departed.delete(session);
    return gone;
  }
}

function sameEntry(a: PresenceEntry, b: PresenceEntry): boolean {
  return (
    a.user === b.user &&
    a.name === b.name &&
    a.role === b.role &&
    a.pointer?.x === b.pointer?.x &&
    a.pointer?.y === b.pointer?.y &&
    a.selection.length === b.selection.length &&
    a.selection.every((id, i) => id === b.selection[i])
  );
}
