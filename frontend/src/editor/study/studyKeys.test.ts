import { studyKeyAction } from './studyKeys';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('study keys', () => {
  it('Space reveals, then grades Good', () => {
    expect(studyKeyAction(key(' '), false)).toEqual({ type: 'reveal' });
    expect(studyKeyAction(key(' '), true)).toEqual({ type: 'grade', rating: 3 });
  });

  it('1–4 grade only once the answer shows', () => {
    expect(studyKeyAction(key('1'), false)).toBeNull();
    expect(studyKeyAction(key('1'), true)).toEqual({ type: 'grade', rating: 1 });
    expect(studyKeyAction(key('4'), true)).toEqual({ type: 'grade', rating: 4 });
    expect(studyKeyAction(key('5'), true)).toBeNull();
    expect(studyKeyAction(key('2', { altKey: true }), true)).toBeNull();
  });

  it('Ctrl+Z and Cmd+Z undo, Ctrl+Shift+Z and Ctrl+1 are not study keys', () => {
    expect(studyKeyAction(key('z', { ctrlKey: true }), false)).toEqual({ type: 'undo' });
    expect(studyKeyAction(key('Z', { metaKey: true }), true)).toEqual({ type: 'undo' });
    expect(studyKeyAction(key('z', { ctrlKey: true, shiftKey: true }), true)).toBeNull();
    expect(studyKeyAction(key('1', { ctrlKey: true }), true)).toBeNull();
  });
});
