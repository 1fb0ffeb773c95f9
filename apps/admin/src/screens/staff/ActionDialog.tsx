import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * A modal dialog of the staff screen (React Aria: focus kept inside, Escape closes, focus back
 * to the button that opened it). Open while `isOpen`; closing asks `onClose`.
 */
export function ActionDialog({
  title,
  isOpen,
  onClose,
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-20 flex items-center justify-center bg-slate-900/50 p-4"
    >
      <Modal className="w-full max-w-lg rounded border border-slate-300 bg-white p-5 shadow-lg">
        <Dialog className="outline-none">
          <Heading slot="title" className="mb-3 text-lg font-semibold">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
