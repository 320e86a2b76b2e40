import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { breadcrumbPath, type MapState } from '@mapa/model';
import { useTranslation } from 'react-i18next';

/** Crumbs shown on each side of a long path; the middle becomes '…'. */
const KEPT_AT_TOP = 2;
const KEPT_AT_END = 4;

/**
 * The path up through parents to a root (spec §2.19), shown when it is longer than the page itself. Each crumb
 * opens its page; the page itself is the last, not a link.
 */
export function PageBreadcrumbs({
  state,
  pageId,
  onOpen,
}: {
  state: MapState;
  pageId: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const path = breadcrumbPath(state, pageId);
  if (path.length <= 1) return null;
  const shown: (string | null)[] =
    path.length > KEPT_AT_TOP + KEPT_AT_END + 1
      ? [...path.slice(0, KEPT_AT_TOP), null, ...path.slice(-KEPT_AT_END)]
      : path;
  const label = (id: string) => state.getNode(id)?.data.label || t('textView.untitled');
  return (
    <nav aria-label={t('textView.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {shown.map((id, index) =>
          id === null ? (
            <Text key="gap" size="sm" c="dimmed">
              …
            </Text>
          ) : id === pageId ? (
            <Text key={id} size="sm" fw={600} aria-current="page" maw={220} truncate>
              {label(id)}
            </Text>
          ) : (
            <Anchor
              key={`${id}:${index}`}
              component="button"
              type="button"
              size="sm"
              c="dimmed"
              maw={220}
              truncate
              onClick={() => onOpen(id)}
            >
              {label(id)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
