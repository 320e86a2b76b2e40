import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Portal, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import type { OnboardingStep } from './OnboardingStore';
import { STEP_SIDES } from './onboardingSteps';
import { placeCard, type Box } from './tourPlacement';

const CARD_WIDTH = 320;
/** Room between the control and the ring drawn round it. */
const RING_PAD = 6;

/** The ring round a control, kept whole inside the window (the rail's buttons sit 5 px from its edge). */
function ringBox(target: Box): Box {
  const inset = 3;
  const left = Math.max(inset, target.left - RING_PAD);
  const top = Math.max(inset, target.top - RING_PAD);
  const right = Math.min(window.innerWidth - inset, target.left + target.width + RING_PAD);
  const bottom = Math.min(window.innerHeight - inset, target.top + target.height + RING_PAD);
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The box of the control matching `selector` as it moves (panels open, the window resizes), or null while it is not
 * on screen; read every frame while a step shows, and only a change renders again.
 */
function useTargetBox(selector: string): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    let frame = 0;
    let last = '';
    const measure = () => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      const next =
        rect && rect.width > 0 && rect.height > 0
          ? { left: rect.left, top: rect.top, width: rect.width, height: rect.height }
          : null;
      const key = JSON.stringify([next, window.innerWidth, window.innerHeight]);
      if (key !== last) {
        last = key;
        setBox(next);
      }
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => cancelAnimationFrame(frame);
  }, [selector]);
  return box;
}

/** One step's card beside its control, with a ring round the control and an arrow pointing at it. */
const TourCard = observer(function TourCard({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation();
  const { onboarding } = useEditor();
  const target = useTargetBox(step.target);
  const card = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const [height, setHeight] = useState(180);
  // The card's height, measured before paint and again whenever it changes (another step's words, a language).
  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    const measure = () => {
      const measured = element.offsetHeight;
      if (measured) setHeight(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Each step takes the keyboard focus to its main button, so Enter walks the tour.
  useEffect(() => primary.current?.focus({ preventScroll: true }), []);
  // Escape skips the tour wherever the focus is (the canvas's own Escape would otherwise take it first), except in
  // an open menu or list, whose Escape closes it.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (event.target instanceof Element && event.target.closest('[aria-expanded="true"]')) return;
      onboarding.skip();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onboarding]);

  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const place = target
    ? placeCard(target, { width: CARD_WIDTH, height }, viewport, STEP_SIDES[step.id])
    : null;

  return (
    <Portal>
      {target && <div className="mapa-tour-ring" data-testid="onboarding-ring" style={ringBox(target)} />}
      <Paper
        ref={card}
        role="dialog"
        aria-labelledby="onboarding-step-title"
        aria-describedby="onboarding-step-body"
        data-testid="onboarding-tour"
        data-step={step.id}
        className="mapa-tour-card"
        shadow="xl"
        radius="lg"
        p="md"
        withBorder
        style={
          place
            ? { left: place.left, top: place.top, width: CARD_WIDTH }
            : { left: '50%', top: '50%', transform: 'translate(-50%, -50%)', width: CARD_WIDTH }
        }
      >
        {place && (
          <span
            aria-hidden
            className={`mapa-tour-arrow mapa-tour-arrow-${place.side}`}
            style={
              place.side === 'top' || place.side === 'bottom' ? { left: place.arrow } : { top: place.arrow }
            }
          />
        )}
        <Text size="xs" fw={600} c="indigo.7" data-testid="onboarding-counter">
          {t('firstRun.tour.counter', { current: onboarding.position, total: onboarding.total })}
        </Text>
        <Title id="onboarding-step-title" order={2} size="h5" mt={4}>
          {t(`firstRun.tour.steps.${step.id}.title`)}
        </Title>
        <Text id="onboarding-step-body" size="sm" c="var(--mapa-text-muted)" mt={6}>
          {t(`firstRun.tour.steps.${step.id}.body`)}
        </Text>
        <Group justify="space-between" mt="md" wrap="nowrap">
          <Button variant="subtle" color="gray" size="compact-sm" onClick={() => onboarding.skip()}>
            {t('firstRun.tour.skip')}
          </Button>
          <Group gap="xs" wrap="nowrap">
            {!onboarding.isFirst && (
              <Button variant="default" size="compact-sm" onClick={() => onboarding.back()}>
                {t('firstRun.tour.back')}
              </Button>
            )}
            <Button ref={primary} size="compact-sm" onClick={() => onboarding.next()}>
              {onboarding.isLast ? t('firstRun.tour.finish') : t('firstRun.tour.next')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Portal>
  );
});

/** The onboarding tour (spec §2.22) while it runs: the current step's card pointing at its control. */
export const OnboardingTour = observer(function OnboardingTour() {
  const step = useEditor().onboarding.current;
  return step ? <TourCard key={step.id} step={step} /> : null;
});
