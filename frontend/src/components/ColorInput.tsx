import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ColorInput as MantineColorInput,
  convertHsvaTo,
  isColorValid,
  parseColor,
  type ColorInputProps,
} from '@mantine/core';

/**
 * Mantine's ColorInput as the app uses it (a drop-in: same props). Two things differ, both for typing a colour:
 * - what is typed shows while it is typed, and is stored once, on Enter or when the field loses the focus (the app
 *   passes the stored colour as `value` and listens to `onChangeEnd` only: Mantine's input, controlled without
 *   `onChange`, put the stored colour back at each key, so '#ff0000' could never be typed);
 * - Enter closes the picker, Escape too (and nothing else: not the panel around it); a click or a key that edits
 *   opens it again. Mantine's picker stayed open until the field lost the focus, covering the field below.
 * Colours chosen in the picker itself are stored as they are chosen, as before.
 */
export function ColorInput({
  value,
  onChange,
  onChangeEnd,
  onFocus,
  onBlur,
  onClick,
  onKeyDown,
  onPaste,
  popoverProps,
  format = 'hex',
  ...props
}: ColorInputProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [open, setOpen] = useState(false);
  /** A colour is being typed: each key would otherwise store a colour of its own ('#f', '#ff0', ...). */
  const typing = useRef(false);
  // A colour stored meanwhile (undo, a collaborator) replaces what the field shows, unless one is being typed.
  useEffect(() => {
    if (!typing.current) setDraft(value ?? '');
  }, [value]);

  const commitTyped = () => {
    if (!typing.current) return;
    typing.current = false;
    if (isColorValid(draft)) onChangeEnd?.(convertHsvaTo(format, parseColor(draft)));
    else setDraft(value ?? '');
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter' || event.key === 'Escape') {
      if (open) event.stopPropagation();
      if (event.key === 'Enter') commitTyped();
      setOpen(false);
    } else if (event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete') {
      typing.current = true;
      setOpen(true);
    }
  };

  return (
    <MantineColorInput
      {...props}
      format={format}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        onChange?.(next);
      }}
      onChangeEnd={(color) => {
        if (!typing.current) onChangeEnd?.(color);
      }}
      popoverProps={{ ...popoverProps, opened: open }}
      onFocus={(event) => {
        setOpen(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        commitTyped();
        setOpen(false);
        onBlur?.(event);
      }}
      onClick={(event) => {
        setOpen(true);
        onClick?.(event);
      }}
      onPaste={(event) => {
        typing.current = true;
        onPaste?.(event);
      }}
      onKeyDown={keyDown}
    />
  );
}
