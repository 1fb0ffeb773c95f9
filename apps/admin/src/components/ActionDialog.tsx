import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';

/**
 * A button that opens a modal dialog (React Aria: focus kept inside, Escape closes, focus goes
 * back to the button). The content gets `close` to call once the action is done.
 */
export function ActionDialog({
  label,
  title,
  look = 'secondary',
  isDisabled,
  children,
}: {
  label: string;
  title: string;
  look?: 'primary' | 'secondary' | 'danger';
  isDisabled?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <DialogTrigger>
      <Button look={look} isDisabled={isDisabled}>
        {label}
      </Button>
      <ModalOverlay
        isDismissable
        className="fixed inset-0 z-20 flex items-center justify-center bg-slate-900/40 p-4"
      >
        <Modal className="max-h-[90vh] w-full max-w-xl overflow-y-auto rounded bg-white p-6 shadow-xl">
          <Dialog className="outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="mb-4 text-xl font-semibold">
                  {title}
                </Heading>
                {children(close)}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
