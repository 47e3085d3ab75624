// A modal dialog on the native <dialog>: focus moves in, Escape closes,
// focus returns to the opener.
import { useEffect, useRef, type ReactNode } from 'react';

export function Dialog({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby="tests-dialog-title" onClose={onClose} onCancel={onClose}>
      {open && (
        <>
          <h2 id="tests-dialog-title">{title}</h2>
          {children}
        </>
      )}
    </dialog>
  );
}
