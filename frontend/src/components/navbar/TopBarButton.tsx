import { ActionIcon, Button } from '@mantine/core';
import { Tooltip } from '../Tooltip';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface TopBarButtonProps {
  label: string;
  icon: ReactNode;
  /** Icon only, the label in a tooltip and as the accessible name (the bar is short of room). */
  iconOnly: boolean;
  onClick?: () => void;
  /** A link to this route instead of a button. */
  to?: string;
  loading?: boolean;
  variant?: string;
  gradient?: { from: string; to: string; deg: number };
}

/** A top-bar action that folds to an icon button with a tooltip when the bar is short of room (spec §2.2). */
export function TopBarButton({ label, icon, iconOnly, onClick, to, ...look }: TopBarButtonProps) {
  const common = { ...look, radius: 'md', visibleFrom: 'sm', onClick, style: { flexShrink: 0 } } as const;
  if (iconOnly) {
    const props = { ...common, size: 'md', 'aria-label': label, children: icon } as const;
    return (
      <Tooltip label={label} withArrow>
        {to ? <ActionIcon component={Link} to={to} {...props} /> : <ActionIcon {...props} />}
      </Tooltip>
    );
  }
  const props = { ...common, size: 'xs', leftSection: icon, children: label } as const;
  return to ? <Button component={Link} to={to} {...props} /> : <Button {...props} />;
}
