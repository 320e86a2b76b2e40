import { useEffect } from 'react';
import { Paper, Text } from '@mantine/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { nodesScreenBox } from '../canvasTools/screenBox';
import { useScreenTick } from '../canvasTools/useScreenTick';

/**
 * Connect mode from the keyboard (C): a dashed band from the source to the chosen target, a ring around the
 * target and a hint saying what the keys do, told politely to screen readers. Ends when the selection leaves the
 * source (a click elsewhere, an undo).
 */
export const KeyConnectOverlay = observer(function KeyConnectOverlay() {
  const { t } = useTranslation();
  const stores = useEditor();
  const { keyboard, doc, ui } = stores;
  useScreenTick(stores);
  useEffect(
    () =>
      reaction(
        () => doc.selection.nodes.join(' '),
        (selected) => {
          if (keyboard.connecting && selected !== keyboard.connecting.source) keyboard.cancelConnect();
        },
      ),
    [doc, keyboard],
  );
  const connecting = keyboard.connecting;
  const engine = ui.engine;
  if (!connecting || !engine || !doc.state.getNode(connecting.source)) return null;
  const label = (id: string) => doc.state.getNode(id)?.data.label?.trim() || t('a11y.untitled');
  const source = nodesScreenBox(engine, doc.state, [connecting.source]);
  const target = connecting.target ? nodesScreenBox(engine, doc.state, [connecting.target]) : null;
  const centre = (b: { left: number; top: number; right: number; bottom: number }) => ({
    x: (b.left + b.right) / 2,
    y: (b.top + b.bottom) / 2,
  });
  const hint = connecting.target
    ? t('a11y.connect.target', { source: label(connecting.source), target: label(connecting.target) })
    : t('a11y.connect.choose', { source: label(connecting.source) });

  return (
    <>
      {source && target && (
        <svg
          data-testid="key-connect-band"
          aria-hidden
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            pointerEvents: 'none',
            zIndex: 1,
          }}
        >
          <line
            x1={centre(source).x}
            y1={centre(source).y}
            x2={centre(target).x}
            y2={centre(target).y}
            stroke="var(--mantine-color-indigo-6)"
            strokeWidth={2}
            strokeDasharray="6 4"
          />
          <rect
            x={target.left - 6}
            y={target.top - 6}
            width={target.right - target.left + 12}
            height={target.bottom - target.top + 12}
            rx={10}
            fill="none"
            stroke="var(--mantine-color-indigo-6)"
            strokeWidth={3}
          />
        </svg>
      )}
      <Paper
        role="status"
        aria-live="polite"
        data-testid="key-connect-hint"
        shadow="md"
        radius="md"
        withBorder
        px="md"
        py={8}
        style={{
          position: 'absolute',
          top: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 3,
          maxWidth: '80%',
        }}
      >
        <Text size="sm">{hint}</Text>
      </Paper>
    </>
  );
});
