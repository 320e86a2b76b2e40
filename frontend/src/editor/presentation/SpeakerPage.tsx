import { useEffect, useRef, useState } from 'react';
import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import type { OpenMap } from '../loadMap';
import { presentationKeyAction } from './presentationKeys';
import {
  openPresentationChannel,
  speakerCommand,
  type PresentationMessage,
  type SpeakerCommand,
  type SpeakerSnapshot,
} from './presentationChannel';
import { SpeakerNotes } from './SpeakerNotes';

/**
 * `/maps/:id?presentationMode=true&speaker=true`: the speaker view as a page of its own (issue 13). It loads the
 * map (so only those who may read it see it), asks the presenting window of this map for the step and follows
 * it; its keys and buttons drive the talk there. Opened by S in the presenting window, or on its own (a second
 * screen, after a reload): either way it waits for a presenting window and resyncs when one (re)starts.
 */
export function SpeakerPage({ map, release }: { map: OpenMap; release?: () => void }) {
  const { t } = useTranslation();
  useEffect(() => release?.(), [release]);
  const [snapshot, setSnapshot] = useState<SpeakerSnapshot | null>(null);
  const post = useRef<(message: PresentationMessage) => void>(() => {});
  usePageTitle(t('presentation.speakerTitle'));

  useEffect(() => {
    const channel = openPresentationChannel(map.id, (message) => {
      if (message.type === 'state') setSnapshot(message.snapshot);
    });
    if (!channel) return;
    post.current = channel.post;
    channel.post({ type: 'hello' });
    return () => {
      post.current = () => {};
      channel.close();
    };
  }, [map.id]);

  const send = (command: SpeakerCommand) => post.current({ type: 'command', command });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = speakerCommand(presentationKeyAction(event));
      if (!command) return;
      event.preventDefault();
      post.current({ type: 'command', command });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!snapshot?.active) {
    return (
      <Center mih="100vh" p="xl" data-testid="speaker-view">
        <Text size="xl" c="dimmed">
          {t('presentation.speakerWaiting')}
        </Text>
      </Center>
    );
  }
  return <SpeakerNotes snapshot={snapshot} onCommand={send} />;
}
