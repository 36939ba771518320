import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../ui/icons';
import { IconButton } from '../../ui/IconButton';
import './BoardDialog.css';

interface BoardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The dialog's explanation, read with its title; none when the form says it all. */
  description?: ReactNode;
  children: ReactNode;
  /** Radix puts the focus back on what opened the dialog; a caller that moves it elsewhere prevents that. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Radix focuses the first control (Close); a form puts the focus on its first field instead. */
  onOpenAutoFocus?: (event: Event) => void;
}

/** The frame of the board and section dialogs: Radix traps the focus, Esc and Close dismiss, the title names it. */
export function BoardDialog({ open, onOpenChange, title, description, children, onCloseAutoFocus, onOpenAutoFocus }: BoardDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="board-dialog__overlay" />
        {/* Without a description Radix must be told so, or it points aria-describedby at nothing. */}
        <Dialog.Content
          className="board-dialog"
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={onOpenAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="board-dialog__header">
            <Dialog.Title className="board-dialog__title">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label="Close" icon={<CloseIcon />} />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="board-dialog__description">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
