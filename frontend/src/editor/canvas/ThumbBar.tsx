import { ActionIcon } from '@mantine/core';
import {
  IconArrowBackUp,
  IconLine,
  IconSitemap,
  IconSubtask,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { FloatingBar } from './FloatingBar';
import './bottomToolbar.css';

/** The smallest target a finger hits reliably (CSS px; WCAG 2.5.5, Apple's and Google's guidelines). */
export const TOUCH_TARGET_PX = 44;

/** True on a device whose main pointer is a finger (a phone, a tablet without a mouse). */
export function useTouchScreen(): boolean {
  return useMediaQuery('(pointer: coarse)') ?? false;
}

/**
 * Touch screens only (issue 37): the everyday edits within a thumb's reach above the bottom tool bar, each a
 * 44×44 target — Add child and Add sibling of the one selected node, Connect (the CONNECT mode), Delete what is
 * selected, Undo. What the keyboard's Tab, Enter, Delete and Ctrl+Z do where there is no keyboard.
 */
export const ThumbBar = observer(function ThumbBar() {
  const { t } = useTranslation();
  const { doc, ui, commands } = useEditor();
  const touch = useTouchScreen();
  if (!touch) return null;
  const one = commands.singleNode();
  const selected = doc.selection.nodes.length + doc.selection.edges.length > 0;
  const connecting = ui.tool === 'connect';
  const button = (label: string, Glyph: Icon, onClick: () => void, disabled: boolean, pressed?: boolean) => (
    <ActionIcon
      key={label}
      aria-label={label}
      aria-pressed={pressed}
      variant={pressed ? 'filled' : 'subtle'}
      color={pressed ? undefined : 'gray'}
      size={TOUCH_TARGET_PX}
      radius="md"
      disabled={disabled}
      onClick={onClick}
    >
      <Glyph size={22} />
    </ActionIcon>
  );
  return (
    <FloatingBar
      className="mapa-thumb-bar"
      label={t('thumbBar.label')}
      edge="bottom"
      style={{ bottom: 84, left: '50%', transform: 'translateX(-50%)', width: 'max-content' }}
    >
      {button(t('thumbBar.addChild'), IconSubtask, () => one && commands.addRelative(one, 'child'), !one)}
      {button(t('thumbBar.addSibling'), IconSitemap, () => one && commands.addRelative(one, 'sibling'), !one)}
      {button(
        t('thumbBar.connect'),
        IconLine,
        () => ui.setTool(connecting ? 'select' : 'connect'),
        false,
        connecting,
      )}
      {button(t('thumbBar.delete'), IconTrash, () => commands.removeSelection(), !selected)}
      {button(t('editor.undo'), IconArrowBackUp, () => doc.undo(), !doc.canUndo)}
    </FloatingBar>
  );
});
