import {
  cloneElement,
  isValidElement,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { Tooltip as MantineTooltip, type TooltipProps } from '@mantine/core';

type TargetProps = {
  onPointerDown?: (event: PointerEvent) => void;
  onClick?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

/**
 * Mantine's Tooltip as the app uses it (a drop-in: same props). It also shows for the keyboard (on a visible focus,
 * Mantine shows it for the pointer only), and it goes away once its target is clicked or pressed, until the pointer
 * leaves the target or the focus does: Mantine's stayed while the pointer rested on the button just clicked, and a
 * rail button's name covered the panel it had opened. It closes when the focus leaves, as before.
 */
export function Tooltip({
  children,
  disabled,
  events,
  onClick,
  onPointerDown,
  onMouseLeave,
  ...props
}: TooltipProps & Pick<TargetProps, 'onPointerDown'>) {
  const [dismissed, setDismissed] = useState(false);
  if (!isValidElement<TargetProps>(children)) return children;
  const own = children.props;
  // A parent that clones its child (Menu.Target, Popover.Target) hands its handlers to this tooltip: they are the
  // target's too (Mantine's Tooltip passes them on; without this a menu behind a tooltip never opened).
  const target = cloneElement(children as ReactElement<TargetProps>, {
    onPointerDown: (event: PointerEvent) => {
      setDismissed(true);
      own.onPointerDown?.(event);
      onPointerDown?.(event);
    },
    onClick: (event: MouseEvent) => {
      setDismissed(true);
      own.onClick?.(event);
      (onClick as ((event: MouseEvent) => void) | undefined)?.(event);
    },
    onMouseLeave: (event: MouseEvent) => {
      setDismissed(false);
      own.onMouseLeave?.(event);
      (onMouseLeave as ((event: MouseEvent) => void) | undefined)?.(event);
    },
    onBlur: (event: FocusEvent) => {
      setDismissed(false);
      own.onBlur?.(event);
    },
  });
  return (
    <MantineTooltip
      {...props}
      events={events ?? { hover: true, focus: true, touch: false }}
      disabled={disabled || dismissed}
    >
      {target}
    </MantineTooltip>
  );
}
