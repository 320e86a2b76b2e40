import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Image, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { THEME_IDS } from '@mapa/model';
import { useTranslation } from 'react-i18next';
import { THEME_COVER_SIZE, themeCovers, type ThemeCover } from './themeCovers';
import type { ThemeSampleLabels } from './themeSample';
import { radioKeyTarget } from './radioKeys';

/** The sample map's words in the interface's language. */
function useSampleLabels(): ThemeSampleLabels {
  const { t } = useTranslation();
  const label = (key: keyof ThemeSampleLabels) => t(`mapSettings.themeSample.${key}`);
  return {
    central: label('central'),
    a: label('a'),
    a1: label('a1'),
    a2: label('a2'),
    b: label('b'),
    b1: label('b1'),
    c: label('c'),
    c1: label('c1'),
    d: label('d'),
  };
}

function ThemeCard({
  id,
  cover,
  checked,
  focusable,
  disabled,
  onChoose,
  onKeyDown,
  buttonRef,
}: {
  id: string;
  cover: ThemeCover | undefined;
  checked: boolean;
  focusable: boolean;
  disabled: boolean;
  onChoose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      ref={buttonRef}
      role="radio"
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      tabIndex={focusable ? 0 : -1}
      onClick={() => !disabled && onChoose()}
      onKeyDown={onKeyDown}
      data-testid="theme-card"
      data-theme={id}
      className="mapa-theme-card"
      data-checked={checked || undefined}
      data-cut-names={cover?.cutNames}
    >
      <Box
        pos="relative"
        style={{
          aspectRatio: `${THEME_COVER_SIZE.width} / ${THEME_COVER_SIZE.height}`,
          borderRadius: 6,
          overflow: 'hidden',
        }}
      >
        {cover ? (
          <Image src={cover.url} alt="" w="100%" h="100%" fit="cover" />
        ) : (
          <Skeleton w="100%" h="100%" />
        )}
        {checked && (
          <Box className="mapa-theme-check" aria-hidden>
            <IconCheck size={14} stroke={3} />
          </Box>
        )}
      </Box>
      <Text size="sm" fw={checked ? 700 : 500} mt={6} lh={1.3}>
        {t(`themes.${id}`)}
      </Text>
    </UnstyledButton>
  );
}

/**
 * The Theme picker (issue 34): a radio group of cards, each the sample map drawn by the engine in that theme. As
 * a native radio group, Tab reaches the chosen card only and the arrow keys (Home, End) move the choice; a click
 * or Space chooses too. While the map cannot be edited the cards are shown, not chosen.
 */
export function ThemePicker({
  current,
  onChoose,
  disabled = false,
}: {
  current: string;
  onChoose: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useSampleLabels();
  const labelsKey = JSON.stringify(labels);
  const [covers, setCovers] = useState<Map<string, ThemeCover> | null>(null);
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    let live = true;
    void themeCovers(JSON.parse(labelsKey) as ThemeSampleLabels).then((made) => live && setCovers(made));
    return () => {
      live = false;
    };
  }, [labelsKey]);
  const focusable = THEME_IDS.includes(current) ? current : THEME_IDS[0];
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = radioKeyTarget(event.key, index, THEME_IDS.length);
    if (target === null) return;
    event.preventDefault();
    cards.current[target]?.focus();
    if (!disabled) onChoose(THEME_IDS[target]);
  };
  return (
    <SimpleGrid
      role="radiogroup"
      aria-label={t('mapSettings.themeGroup')}
      aria-disabled={disabled || undefined}
      cols={{ base: 2, lg: 3 }}
      spacing="sm"
      verticalSpacing="sm"
    >
      {THEME_IDS.map((id, index) => (
        <ThemeCard
          key={id}
          id={id}
          cover={covers?.get(id)}
          checked={id === current}
          focusable={id === focusable}
          disabled={disabled}
          onChoose={() => onChoose(id)}
          onKeyDown={onKeyDown(index)}
          buttonRef={(element) => {
            cards.current[index] = element;
          }}
        />
      ))}
    </SimpleGrid>
  );
}
