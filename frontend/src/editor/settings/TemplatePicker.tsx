import { useEffect, useId, useState } from 'react';
import { Box, Image, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_CATALOG, type TemplateInfo } from '@mapa/engine';
import { COVER_SIZE, templateCovers } from './templateCovers';

function TemplateCard({
  info,
  cover,
  current,
  disabled,
  onChoose,
}: {
  info: TemplateInfo;
  cover: string | undefined;
  current: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  // A name people read, in the UI's language; an unknown template gets a generic name, never its internal one.
  const title = t(`layoutSettings.templates.${info.name}`, {
    defaultValue: t('layoutSettings.otherTemplate'),
  });
  const description = useId();
  return (
    <UnstyledButton
      onClick={onChoose}
      disabled={disabled}
      aria-pressed={current}
      aria-label={title}
      aria-describedby={description}
      data-testid="template-card"
      data-template={info.name}
      style={{
        borderRadius: 10,
        padding: 6,
        border: `2px solid ${current ? 'var(--mantine-color-indigo-6)' : 'var(--mapa-border)'}`,
        background: current ? 'var(--mapa-selected)' : 'var(--mapa-surface)',
        opacity: disabled ? 0.6 : 1,
        cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    >
      <Box
        style={{
          aspectRatio: `${COVER_SIZE.width} / ${COVER_SIZE.height}`,
          borderRadius: 6,
          overflow: 'hidden',
        }}
      >
        {cover ? <Image src={cover} alt="" w="100%" h="100%" fit="cover" /> : <Skeleton w="100%" h="100%" />}
      </Box>
      <Text size="sm" fw={600} mt={6} lh={1.3}>
        {title}
      </Text>
      {/* Told as the card's description: its name is the template's name alone. */}
      <Text size="xs" c="dimmed" lh={1.3} id={description} aria-hidden>
        {t(`layoutSettings.templateDescriptions.${info.name}`, { defaultValue: '' })}
      </Text>
    </UnstyledButton>
  );
}

/** The template picker (spec §2.16): a card per template with its cover, the current one highlighted. */
export function TemplatePicker({
  current,
  onChoose,
  disabled = false,
}: {
  current: string;
  onChoose: (name: string) => void;
  /** While the map cannot be edited: shown, not chosen. */
  disabled?: boolean;
}) {
  const [covers, setCovers] = useState<Map<string, string> | null>(null);
  useEffect(() => {
    let live = true;
    void templateCovers().then((drawn) => live && setCovers(drawn));
    return () => {
      live = false;
    };
  }, []);
  return (
    <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
      {TEMPLATE_CATALOG.map((info) => (
        <TemplateCard
          key={info.name}
          info={info}
          cover={covers?.get(info.name)}
          current={info.name === current}
          disabled={disabled}
          onChoose={() => onChoose(info.name)}
        />
      ))}
    </SimpleGrid>
  );
}
