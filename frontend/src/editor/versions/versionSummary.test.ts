import { NO_VERSION_CHANGES } from '@mapa/model';
import { createI18n } from '../../i18n/createI18n';
import { versionSummary } from './versionSummary';

describe('versionSummary', () => {
  const i18n = createI18n({ lng: 'en' });
  const summary = (lng: string, changes: Partial<typeof NO_VERSION_CHANGES>) =>
    versionSummary({ ...NO_VERSION_CHANGES, ...changes }, i18n.getFixedT(lng));

  it('names each kind of record once, in the order changed, added, removed', () => {
    expect(summary('en', { nodesChanged: 12, nodesAdded: 3 })).toBe('12 nodes changed, 3 added');
    expect(summary('en', { nodesAdded: 1, nodesRemoved: 2, edgesRemoved: 1 })).toBe(
      '1 node added, 2 removed, 1 connection removed',
    );
    expect(summary('en', { edgesChanged: 1, edgesAdded: 4, other: true })).toBe(
      '1 connection changed, 4 added',
    );
  });

  it('says when only the layout, settings or description changed, or nothing', () => {
    expect(summary('en', { other: true })).toBe('Layout, settings or description changed');
    expect(summary('en', {})).toBe('No changes');
  });

  it('agrees in number and gender in Brazilian Portuguese', () => {
    expect(summary('pt-BR', { nodesChanged: 12, nodesAdded: 3 })).toBe('12 nós alterados, 3 adicionados');
    expect(summary('pt-BR', { nodesChanged: 1, edgesAdded: 1, edgesRemoved: 2 })).toBe(
      '1 nó alterado, 1 conexão adicionada, 2 removidas',
    );
  });
});
