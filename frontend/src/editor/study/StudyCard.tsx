import { Box, Breadcrumbs, Button, Kbd, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { breadcrumbPath, type MapState } from '@mapa/model';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../lib/sanitizeHtml';

/** Ancestors shown in the cue at most (the nearest ones; a longer path starts with '…'). */
const CUE_LENGTH = 4;

/**
 * One card of a study session: the ancestors' path as the cue, the title as the question and, once revealed, the
 * description (sanitised rich text) as the answer.
 */
export function StudyCard({
  state,
  nodeId,
  revealed,
  onReveal,
}: {
  state: MapState;
  nodeId: string;
  revealed: boolean;
  onReveal: () => void;
}) {
  const { t } = useTranslation();
  const node = state.getNode(nodeId);
  const ancestors = breadcrumbPath(state, nodeId).slice(0, -1);
  const cue = ancestors
    .slice(-CUE_LENGTH)
    .map((id) => state.getNode(id)?.data.label?.trim() || t('textView.untitled'));
  const description = node?.data.description ?? '';
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }} data-testid="study-card">
      <Stack gap="md">
        <Box mih={20} aria-label={t('study.cue')}>
          {cue.length > 0 && (
            <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 2 } }}>
              {ancestors.length > CUE_LENGTH && (
                <Text size="sm" c="dimmed">
                  …
                </Text>
              )}
              {cue.map((label, index) => (
                <Text key={index} size="sm" c="dimmed">
                  {label}
                </Text>
              ))}
            </Breadcrumbs>
          )}
        </Box>
        <Title order={2} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {node?.data.label}
        </Title>
        <Box style={{ borderTop: '1px solid var(--mapa-border)' }} pt="md" mih={96}>
          {revealed ? (
            description.trim() ? (
              <Typography>
                <div
                  data-testid="study-answer"
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(description) }}
                />
              </Typography>
            ) : (
              <Text c="dimmed" fs="italic" data-testid="study-answer">
                {t('study.noDescription')}
              </Text>
            )
          ) : (
            <Stack align="center" justify="center" mih={80}>
              <Button
                variant="default"
                onClick={onReveal}
                rightSection={<Kbd size="xs">{t('study.spaceKey')}</Kbd>}
              >
                {t('study.showAnswer')}
              </Button>
            </Stack>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
