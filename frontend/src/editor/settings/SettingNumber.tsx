import { useState } from 'react';
import { NumberInput } from '@mantine/core';

/**
 * A whole-number setting: what is typed is kept as typed and written only while it lies in [min, max], so typing
 * '40' does not write (and show) 10 on the way; leaving the field shows the stored value again.
 */
export function SettingNumber({
  label,
  value,
  min,
  max,
  onCommit,
  w = 140,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
  w?: number;
}) {
  const [draft, setDraft] = useState<number | string>(value);
  // A new value from outside replaces the draft (set while rendering, not in an effect).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <NumberInput
      label={label}
      size="xs"
      w={w}
      min={min}
      max={max}
      allowDecimal={false}
      clampBehavior="none"
      value={draft}
      onChange={(next) => {
        setDraft(next);
        if (typeof next === 'number' && Number.isInteger(next) && next >= min && next <= max) onCommit(next);
      }}
      onBlur={() => setDraft(value)}
    />
  );
}
