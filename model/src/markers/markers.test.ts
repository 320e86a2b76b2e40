import { MapState } from '../state/MapState';
import { mapNodeSchema } from '../schema/node';
import { outlineToDocument } from '../files/outlineToDocument';
import type { OutlineNode } from '../files/outline';
import { isKnownMarker, markerInfo, pickerMarkers, taskShare } from './markerSet';
import { cycleTask, priorityOf, taskStateOf, toggleMarker, togglePriority } from './markerEdits';
import {
  markerFromFreemind,
  markerFromXmind,
  markersFromAttribute,
  markersToAttribute,
  markerToFreemind,
  markerToXmind,
} from './markerFormats';
import { taskProgress } from './taskProgress';

describe('the marker set', () => {
  it('draws every offered marker with a Tabler icon (an emoji with itself) and a colour', () => {
    for (const { group, ids } of pickerMarkers())
      for (const id of ids) {
        const info = markerInfo(id);
        expect([id, info.group]).toEqual([id, group]);
        if (group === 'emoji') expect(info.emoji).toBe(id.slice(6));
        else expect(info.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(info.color).toMatch(/^#[0-9a-f]{6}$/);
      }
  });
  it('names families with their values and keeps an unknown marker by its id', () => {
    expect(markerInfo('priority-3')).toMatchObject({
      icon: 'circle-number-3',
      nameKey: 'priority',
      nameParams: { n: 3 },
    });
    expect(markerInfo('flag-green')).toMatchObject({
      icon: 'flag',
      color: '#2f9e44',
      nameParams: { color: 'green' },
    });
    expect(markerInfo('people-blue').icon).toBe('user');
    expect(markerInfo('arrow-up-right').icon).toBe('arrow-up-right');
    expect(markerInfo('emoji:🚀')).toMatchObject({ group: 'emoji', emoji: '🚀' });
    expect(markerInfo('knotify')).toMatchObject({
      group: 'other',
      icon: 'tag',
      nameParams: { id: 'knotify' },
    });
    expect(isKnownMarker('priority-0')).toBe(false);
    expect(isKnownMarker('flag-pink')).toBe(false);
    expect(isKnownMarker('emoji:')).toBe(false);
    expect(taskShare('task-50')).toBe(0.5);
    expect(taskShare('flag-red')).toBeNull();
  });
  it('is checked by the node schema: strings, at most 32, each at most 64 characters', () => {
    const node = (markers: unknown) => ({ position: { x: 0, y: 0 }, data: { id: 'a', markers } });
    expect(mapNodeSchema.safeParse(node(['priority-1', 'whatever'])).success).toBe(true);
    expect(mapNodeSchema.safeParse(node([1])).success).toBe(false);
    expect(mapNodeSchema.safeParse(node(Array(33).fill('x'))).success).toBe(false);
    expect(mapNodeSchema.safeParse(node(['x'.repeat(65)])).success).toBe(false);
  });
});

describe('editing markers', () => {
  it('sets a priority, replaces it in place, and the same one again removes it', () => {
    expect(togglePriority(undefined, 2)).toEqual(['priority-2']);
    expect(togglePriority(['flag-red', 'priority-2', 'star-red'], 5)).toEqual([
      'flag-red',
      'priority-5',
      'star-red',
    ]);
    expect(togglePriority(['priority-5'], 5)).toBeUndefined();
    expect(priorityOf(['flag-red', 'priority-7'])).toBe(7);
  });
  it('cycles the task: none → to do → done → none, a part-done task to done', () => {
    expect(cycleTask(undefined)).toEqual(['task-todo']);
    expect(cycleTask(['flag-red', 'task-todo'])).toEqual(['flag-red', 'task-done']);
    expect(cycleTask(['task-done', 'flag-red'])).toEqual(['flag-red']);
    expect(cycleTask(['task-50'])).toEqual(['task-done']);
    expect(taskStateOf(['star-red', 'task-75'])).toBe('task-75');
  });
  it('toggles any marker; one priority and one task state per node', () => {
    expect(toggleMarker(['flag-red'], 'emoji:👍')).toEqual(['flag-red', 'emoji:👍']);
    expect(toggleMarker(['flag-red', 'emoji:👍'], 'flag-red')).toEqual(['emoji:👍']);
    expect(toggleMarker(['task-todo', 'x'], 'task-50')).toEqual(['task-50', 'x']);
    expect(toggleMarker(['flag-red'], 'flag-red')).toBeUndefined();
    expect(
      toggleMarker(
        Array(32)
          .fill('x')
          .map((x, i) => x + i),
        'y',
      ),
    ).toHaveLength(32);
  });
});

describe('markers in other formats', () => {
  it('FreeMind: priorities, done, progress, flags, symbols and emoji both ways; other icons kept by name', () => {
    expect(markerFromFreemind('full-3')).toBe('priority-3');
    expect(markerFromFreemind('button_ok')).toBe('task-done');
    expect(markerFromFreemind('25%')).toBe('task-25');
    expect(markerFromFreemind('flag')).toBe('flag-red');
    expect(markerFromFreemind('emoji-1F600')).toBe('emoji:😀');
    expect(markerFromFreemind('knotify')).toBe('knotify');
    expect(markerToFreemind('priority-9')).toBe('full-9');
    expect(markerToFreemind('task-done')).toBe('button_ok');
    expect(markerToFreemind('emoji:👍🏻')).toBe('emoji-1F44D-1F3FB');
    expect(markerToFreemind('star-blue')).toBe('star-blue');
    const names = [
      'full-1',
      'full-9',
      'button_ok',
      '0%',
      '75%',
      'flag',
      'flag-blue',
      'yes',
      'help',
      'idea',
      'back',
      'up',
      'emoji-1F44D',
      'knotify',
      '100%',
      '../Bold16',
    ];
    for (const name of names) expect(markerToFreemind(markerFromFreemind(name)!)).toBe(name);
    for (const { ids } of pickerMarkers())
      for (const id of ids) expect(markerFromFreemind(markerToFreemind(id))).toBe(id);
  });
  it('XMind: task states and smileys mapped, the shared ids as they are, the rest kept by name', () => {
    expect(markerFromXmind('task-start')).toBe('task-todo');
    expect(markerFromXmind('task-half')).toBe('task-50');
    expect(markerFromXmind('smiley-cry')).toBe('emoji:😢');
    expect(markerFromXmind('priority-2')).toBe('priority-2');
    expect(markerFromXmind('c_symbol_like')).toBe('c_symbol_like');
    expect(markerToXmind('task-75')).toBe('task-3quar');
    const ids = [
      'task-start',
      'task-quarter',
      'task-3quar',
      'task-done',
      'task-oct',
      'smiley-laugh',
      'flag-orange',
      'people-red',
      'star-orange',
      'arrow-refresh',
      'symbol-plus',
      'tag-orange',
      'week-sun',
    ];
    for (const id of ids) expect(markerToXmind(markerFromXmind(id)!)).toBe(id);
    for (const { ids: all } of pickerMarkers())
      for (const id of all) expect(markerFromXmind(markerToXmind(id))).toBe(id);
  });
  it('refuses empty and oversized names', () => {
    expect(markerFromFreemind('')).toBeNull();
    expect(markerFromXmind('x'.repeat(65))).toBeNull();
  });
  it('one attribute (OPML) holds any list, spaces and % inside ids too', () => {
    const list = ['priority-1', 'emoji:😀', 'odd name', '100%', 'task-done'];
    expect(markersToAttribute(list)).toBe('priority-1 emoji:😀 odd%20name 100%25 task-done');
    expect(markersFromAttribute(markersToAttribute(list))).toEqual(list);
    expect(markersFromAttribute('  ')).toBeUndefined();
  });
});

describe('task progress', () => {
  const task = (title: string, markers: string[] | undefined, ...children: OutlineNode[]): OutlineNode => ({
    title,
    markers,
    children,
  });
  const doc = outlineToDocument({
    title: 'T',
    roots: [
      task(
        'Root',
        ['task-todo'],
        task('A', ['task-done'], task('A1', ['task-50']), task('A2', ['task-done'])),
        task('B', ['flag-red'], task('B1', ['task-todo'])),
        task('C', undefined),
      ),
    ],
    links: [],
  });
  const state = MapState.fromDocument(doc);
  const id = (label: string) => doc.nodes.find((n) => n.data.label === label)!.data.id;
  it('counts the tasks below a node (not itself), done ones and the share of work done', () => {
    expect(taskProgress(state, id('Root'))).toEqual({ done: 2, total: 4, share: (1 + 0.5 + 1 + 0) / 4 });
    expect(taskProgress(state, id('A'))).toEqual({ done: 1, total: 2, share: 0.75 });
    expect(taskProgress(state, id('B'))).toEqual({ done: 0, total: 1, share: 0 });
    expect(taskProgress(state, id('C'))).toBeNull();
    expect(taskProgress(state, id('A2'))).toBeNull();
  });
});
