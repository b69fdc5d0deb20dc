// The app's dialog. The Radix implementation (dialog-modal.tsx) is loaded the first time a dialog
// opens, so it is not part of the first page load on a slow network.
import { useState, type ReactNode } from 'react';
import { lazyPart } from '../../lib/lazy-component';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Footer actions, right-aligned. */
  footer?: ReactNode;
  /** Hide the × button (e.g. a modal that closes itself). */
  hideClose?: boolean;
  /** Tailwind max-width class; the default is the SPEC's 600 px. */
  widthClass?: string;
}

const DialogModal = lazyPart(() => import('./dialog-modal'));

/** An accessible dialog: role=dialog, aria-modal, labelled by its title, Esc and × close it. */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  // Opening it again tries again if its code did not arrive the first time.
  return <DialogModal {...props} retryKey={String(props.open)} />;
}
