import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import type { Point, PresenceEntry, PresenceHello, PresenceUpdate } from '@mapa/model';
import { PRESENCE_MAX_SELECTION } from '@mapa/model';
import type { RemotePresence } from '@mapa/engine';
import type { PresenceStreamEvent } from '../../sync/mapEventStream';
import { presenceColor } from './presenceColors';
import { Throttle, type ThrottleClock } from './throttle';

/** At most this many presence posts a second (pointer moves and selection changes together). */
export const PRESENCE_SEND_INTERVAL_MS = 100;
/** A pointer that has not moved for this long is hidden (it shows again when it moves). */
export const POINTER_STILL_MS = 5_000;

/** Someone else on the map as the top bar shows them: one avatar per person, whatever their tabs. */
export interface PresentPerson {
  user: string;
  name: string;
  color: string;
  reader: boolean;
}

interface Peer {
  entry: PresenceEntry;
  /** When its pointer last moved (this page's clock). */
  pointerAt: number;
}

/** What a presence store talks to. */
export interface PresenceOptions {
  /** Posts this tab's selection and pointer (`POST /api/documents/presence`). */
  post: (update: PresenceUpdate) => Promise<unknown>;
  /** Listens to the presence events of the map's stream; returns the unsubscribe function. */
  subscribe: (listener: (event: PresenceStreamEvent) => void) => () => void;
  /** Whether this tab may show its pointer: not a reader, unless presenting. */
  mayPoint: () => boolean;
  presenting?: () => boolean;
  /** The page's clock and timers unless a test gives its own. */
  clock?: ThrottleClock;
}

/** Whether a peer's pointer still shows at `now`. */
export function pointerVisible(peer: { entry: PresenceEntry; pointerAt: number }, now: number): boolean {
  return peer.entry.pointer !== null && now - peer.pointerAt < POINTER_STILL_MS;
}

/**
 * Presence on the open map (issue #16): who else has it open, their selections and pointers, from the map's event
 * stream; and this tab's own selection and pointer, posted at most ten times a second. Nothing here is saved.
 */
export class PresenceStore {
  /** This tab's session and its own presence id, once the stream said hello. */
  self: PresenceHello | null = null;
  readonly peers = observable.map<string, Peer>({}, { deep: false });
  /** Bumped when a pointer goes still, so what depends on the time recomputes. */
  private tick = 0;
  private readonly stillTimers = new Map<string, unknown>();
  private mine: { selection: string[]; pointer: Point | null } = { selection: [], pointer: null };
  private readonly throttle: Throttle<void>;

  private readonly post: PresenceOptions['post'];
  private readonly mayPoint: () => boolean;
  private readonly presenting: () => boolean;
  private readonly now: () => number;

  constructor(private readonly options: PresenceOptions) {
    this.post = options.post;
    this.mayPoint = options.mayPoint;
    this.presenting = options.presenting ?? (() => false);
    this.now = options.clock ? () => options.clock!.now() : () => Date.now();
    this.throttle = new Throttle(() => this.send(), PRESENCE_SEND_INTERVAL_MS, options.clock);
    makeObservable<PresenceStore, 'tick'>(this, {
      self: observableRef,
      tick: observable,
      people: computed,
      remote: computed,
      receive: action,
      dispose: action,
    });
  }

  /** Everyone else, one entry per person, in the order they arrived. */
  get people(): PresentPerson[] {
    const people = new Map<string, PresentPerson>();
    for (const { entry } of this.peers.values()) {
      if (entry.user === this.self?.user) continue;
      const known = people.get(entry.user);
      if (known) known.reader &&= entry.role === 'reader';
      else
        people.set(entry.user, {
          user: entry.user,
          name: entry.name,
          color: presenceColor(entry.user),
          reader: entry.role === 'reader',
        });
    }
    return [...people.values()];
  }

  /** What the canvas draws: the others' selections, and their pointers unless still for 5 s. */
  get remote(): RemotePresence[] {
    void this.tick;
    const now = this.now();
    const out: RemotePresence[] = [];
    for (const peer of this.peers.values()) {
      const { entry } = peer;
      if (entry.session === this.self?.session || entry.user === this.self?.user) continue;
      out.push({
        id: entry.session,
        name: entry.name,
        color: presenceColor(entry.user),
        selection: entry.selection,
        pointer: pointerVisible(peer, now) ? entry.pointer : null,
      });
    }
    return out;
  }

  /** Listens to the map's stream until the returned function is called (the editor's lifetime). */
  start(): () => void {
    const off = this.options.subscribe((event) => this.receive(event));
    // A reader who stops presenting takes their pointer away at once (not 5 s later, as a still one): the next
    // post sends none. Observed when `mayPoint` reads observables (the UI store's `presenting`).
    const offMayPoint = reaction(this.mayPoint, () => {
      if (this.self) this.throttle.push();
    });
    return () => {
      offMayPoint();
      off();
      this.dispose();
    };
  }

  /** An event of the map's stream. */
  receive(event: PresenceStreamEvent): void {
    if (event.type === 'hello') {
      // A new stream (first, or after a reconnect): it sends everyone present again, and ours is sent anew.
      this.self = event.hello;
      this.clear();
      if (this.mine.selection.length > 0 || this.mine.pointer) this.throttle.push();
      return;
    }
    if (event.type === 'left') {
      this.peers.delete(event.session);
      this.forgetTimer(event.session);
      return;
    }
    const { entry } = event;
    const before = this.peers.get(entry.session);
    const moved =
      !before || before.entry.pointer?.x !== entry.pointer?.x || before.entry.pointer?.y !== entry.pointer?.y;
    const pointerAt = moved ? this.now() : before.pointerAt;
    this.peers.set(entry.session, { entry, pointerAt });
    if (moved && entry.pointer) this.scheduleStill(entry.session);
  }

  /** This tab's selection changed. */
  setSelection(ids: readonly string[]): void {
    this.mine = { ...this.mine, selection: ids.slice(0, PRESENCE_MAX_SELECTION) };
    if (this.self) this.throttle.push();
  }

  /** This tab's pointer moved (world coordinates), or left the canvas (null). */
  movePointer(pointer: Point | null): void {
    if (pointer === null && this.mine.pointer === null) return;
    if (pointer && !this.mayPoint()) return;
    this.mine = { ...this.mine, pointer };
    // Before the stream said hello there is no session to post for; the hello sends what is then current.
    if (this.self) this.throttle.push();
  }

  dispose(): void {
    this.throttle.dispose();
    this.self = null;
    this.clear();
  }

  private send(): void {
    if (!this.self) return;
    const pointer = this.mayPoint() ? this.mine.pointer : null;
    const update: PresenceUpdate = { session: this.self.session, selection: this.mine.selection, pointer };
    if (pointer && this.presenting()) update.presenting = true;
    // Presence is best effort: a refused or lost post is followed by the next move.
    this.post(update).catch(() => undefined);
  }

  private clear(): void {
    this.peers.clear();
    for (const session of [...this.stillTimers.keys()]) this.forgetTimer(session);
  }

  private scheduleStill(session: string): void {
    this.forgetTimer(session);
    const clock = this.options.clock;
    const still = action(() => {
      this.stillTimers.delete(session);
      this.tick++;
    });
    this.stillTimers.set(
      session,
      clock ? clock.setTimeout(still, POINTER_STILL_MS) : setTimeout(still, POINTER_STILL_MS),
    );
  }

  private forgetTimer(session: string): void {
    const timer = this.stillTimers.get(session);
    if (timer !== undefined) {
      if (this.options.clock) this.options.clock.clearTimeout(timer);
      else clearTimeout(timer as ReturnType<typeof setTimeout>);
    }
    this.stillTimers.delete(session);
  }
}
