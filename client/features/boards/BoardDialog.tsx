import type { ComponentProps } from 'react';
import { DialogFrame } from '../../ui/Dialog';
import './BoardDialog.css';

/** The board and section dialogs: a Close icon by the title, and raised, since Create board opens over the board picker. */
export function BoardDialog(props: Omit<ComponentProps<typeof DialogFrame>, 'closeButton' | 'layer' | 'className'>) {
  return <DialogFrame {...props} closeButton layer="raised" className="board-dialog" />;
}
