import { useEffect, useRef, useState } from 'react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api';
import { errorMessage } from '../api/errorMessage';
import { useApp } from '../AppContext';
import { FullPageLoader } from '../components/FullPageLoader';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Editor } from './Editor';
import { loadMap, type OpenMap } from './loadMap';
import { EngineWarmUp } from './canvas/engineWarmUp';
import { startCheckWorker } from './documentCheck/startCheckWorker';
import { SpeakerPage } from './presentation/SpeakerPage';
import { useLatest } from '../lib/useLatest';

type LoadState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; map: OpenMap; engine: EngineWarmUp };

/** `/maps/:id/*`: loads the map (the id is the first segment), then shows the editor or why it cannot. */
export function EditorPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { api } = useApp();
  const { t } = useTranslation();
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  // Read at load time only: switching the language must not load the map again (and lose its undo history).
  const translate = useLatest(t);

  const warmUp = useRef<EngineWarmUp | null>(null);

  // Another map, or the same one tried again, shows the loader at once (set while rendering, not in the effect).
  const [attempt, setAttempt] = useState(0);
  const [shownId, setShownId] = useState(id);
  if (shownId !== id) {
    setShownId(id);
    setLoad({ kind: 'loading' });
  }
  const retry = () => {
    setLoad({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  useEffect(() => {
    let cancelled = false;
    // The renderer starts (code, PixiJS, its layout worker for an editor) while the map downloads, not after it.
    warmUp.current?.release();
    const engine = new EngineWarmUp();
    warmUp.current = engine;
    const onRole = (role: OpenMap['role']) => {
      if (role !== 'reader') engine.allowEditing();
    };
    // A big map's check starts after its first frame, so the frame does not share the cores with it.
    const options = { startWorker: startCheckWorker, onRole, checkAfter: engine.firstFrame };
    loadMap(api, id, (key) => translate.current(key), options)
      .then((map) => !cancelled && setLoad({ kind: 'ready', map, engine }))
      .catch((error: unknown) => {
        engine.release();
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 404) return setLoad({ kind: 'notFound' });
        console.error('Map load failed', error);
        setLoad({ kind: 'error', error });
      });
    return () => {
      cancelled = true;
      engine.release();
    };
  }, [api, id, attempt, translate]);

  if (load.kind === 'loading') return <FullPageLoader />;
  if (load.kind === 'notFound') return <NotFoundPage kind="map" />;
  if (load.kind === 'error') {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" gap="md" maw={440} ta="center" role="alert">
          <ThemeIcon size={56} radius="xl" variant="light" color="red">
            <IconAlertTriangle size={30} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('editor.loadError')}
          </Title>
          <Text c="dimmed" size="sm">
            {errorMessage(load.error, t)}
          </Text>
          <Button variant="light" onClick={retry}>
            {t('editor.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  // The speaker view of a presentation given in another window (issue 13): notes only, no editor (and no canvas:
  // it lets the warmed-up engine go).
  if (params.get('speaker') === 'true')
    return <SpeakerPage map={load.map} release={() => load.engine.release()} />;
  return <Editor key={load.map.id} map={load.map} engine={load.engine} />;
}
