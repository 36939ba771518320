import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import { IconButton } from './IconButton';
import './Dialog.css';

export type DialogLayer = 'raised' | 'top';

interface DialogFrameProps {
  /** Dialogs mounted only while shown leave it out. */
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The dialog's explanation, read with its title; none when the content says it all. */
  description?: ReactNode;
  /** A Close icon beside the title, for dialogs without a button of their own that closes them. */
  closeButton?: boolean;
  /** The panel's own class, which sets its size and spacing (Dialog.css). */
  className?: string;
  layer?: DialogLayer;
  /** Radix focuses the first control; a form puts the focus on its first field instead. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Radix puts the focus back on what opened the dialog; a caller that moves it elsewhere prevents that. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/** The frame of a modal dialog: Radix traps the focus, Esc (and Close) dismiss, the title names it. */
export function DialogFrame({
  open = true,
  onOpenChange,
  title,
  description,
  closeButton = false,
  className,
  layer,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: DialogFrameProps) {
  const layerClass = layer ? ` dialog-layer--${layer}` : '';
  const heading = <Dialog.Title className="dialog__title">{title}</Dialog.Title>;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`dialog__overlay${layerClass}`} />
        {/* Without a description Radix must be told so, or it points aria-describedby at nothing. */}
        <Dialog.Content
          className={`dialog${layerClass}${className ? ` ${className}` : ''}`}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {closeButton ? (
            <div className="dialog__header">
              {heading}
              <Dialog.Close asChild>
                <IconButton label="Close" icon={<CloseIcon />} />
              </Dialog.Close>
            </div>
          ) : (
            heading
          )}
          {description && <Dialog.Description className="dialog__description">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
