import { Anchor, Breadcrumbs, Group, Stack, Text } from '@mantine/core';
import { breadcrumbPath, parentIds, type MapState } from '@mapa/model';
import { useTranslation } from 'react-i18next';

/** Crumbs shown on each side of a long path; the middle becomes '…'. */
const KEPT_AT_TOP = 2;
const KEPT_AT_END = 4;

/**
 * The path up through parents to a root (spec §2.19), shown when it is longer than the page itself. Each crumb
 * opens its page; the page itself is the last, not a link. A page with several parents says where else it is:
 * 'Also under: …' (the parents the path does not go through).
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
  const others = parentIds(state, pageId).filter((id) => id !== path[path.length - 2]);
  const shown: (string | null)[] =
    path.length > KEPT_AT_TOP + KEPT_AT_END + 1
      ? [...path.slice(0, KEPT_AT_TOP), null, ...path.slice(-KEPT_AT_END)]
      : path;
  const label = (id: string) => state.getNode(id)?.data.label || t('textView.untitled');
  return (
    <Stack gap={4}>
      <nav aria-label={t('textView.breadcrumbs')}>
        <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
          {shown.map((id, index) =>
            id === null ? (
              <Text key="gap" size="sm" c="var(--mapa-text-muted)">
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
                c="var(--mapa-text-muted)"
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
      {others.length > 0 && (
        <Group gap={6} data-testid="also-under">
          <Text size="xs" c="var(--mapa-text-muted)">
            {t('textView.alsoUnder')}
          </Text>
          {others.map((id) => (
            <Anchor
              key={id}
              component="button"
              type="button"
              size="xs"
              maw={200}
              truncate
              onClick={() => onOpen(id)}
            >
              {label(id)}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}
