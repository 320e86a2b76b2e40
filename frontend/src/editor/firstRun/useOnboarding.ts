import { useEffect, useEffectEvent } from 'react';
import { reaction } from 'mobx';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OnboardingOutcome } from '@mapa/model';
import { useApp } from '../../AppContext';
import type { EditorStores } from '../EditorContext';
import { canSave } from '../loadMap';
import { MOBILE_MAX_WIDTH } from '../leftSidebar/sidebarSizes';
import { startOnboarding, type OnboardingContext } from './startOnboarding';
import { tourDue } from './tourDue';

/** Spec §2.1, §9: the tour starts this long after the editor is ready, once the map is on screen. */
export const ONBOARDING_DELAY_MS = 1000;

/** The tour does not run on phones (spec §2.1): its controls are elsewhere or absent there. */
export const isMobileScreen = () => window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;

/** The welcome text in the interface's language and the account saving how the tour ended. */
export function useOnboardingContext(): OnboardingContext {
  const { api, session } = useApp();
  const { t } = useTranslation();
  return {
    welcome: { title: t('firstRun.welcome.title'), body: t('firstRun.welcome.body') },
    remember: (outcome: OnboardingOutcome) => {
      // A visitor has no account to remember it on: the tour simply ends.
      if (!session.user) return;
      api.auth.updateMe({ onboarding: outcome }).then(
        (user) => session.updated(user),
        () => notifications.show({ color: 'red', message: t('firstRun.tour.saveFailed') }),
      );
    },
  };
}

/**
 * Starts the onboarding tour (spec §2.22) 1 s after the editor is ready, on a desktop in the mind map view, when
 * the address asks for it (`?onboarding=true`) or by itself for a signed-in user who has neither finished nor
 * skipped it, on a map of their own. It waits for the view-mode modal to be answered first, and starts at most once
 * per visit (the intro panel restarts it on demand).
 */
export function useOnboarding(stores: EditorStores): void {
  const { session } = useApp();
  const [params] = useSearchParams();
  const requested = params.get('onboarding') === 'true';
  const context = useOnboardingContext();
  // Read when the tour starts, as that render has it: a later context does not start the wait again.
  const start = useEffectEvent(() => startOnboarding(stores, context));

  useEffect(() => {
    const { ui, onboarding, map } = stores;
    const due = (phone = false) =>
      tourDue({
        requested,
        user: session.user,
        runs: onboarding.runs,
        readOnly: stores.readOnly,
        viewMode: ui.viewMode,
        engineReady: ui.engine !== null,
        ownSavedMap: map.role === 'owner' && canSave(map),
        phone,
      });
    let timer: number | undefined;
    const dispose = reaction(
      () => due(),
      (ready) => {
        window.clearTimeout(timer);
        if (!ready) return;
        timer = window.setTimeout(() => {
          if (due(isMobileScreen())) start();
        }, ONBOARDING_DELAY_MS);
      },
      { fireImmediately: true },
    );
    return () => {
      dispose();
      window.clearTimeout(timer);
    };
  }, [stores, session, requested]);
}
