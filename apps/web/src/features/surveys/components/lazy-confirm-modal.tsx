import { type ComponentProps, lazy, Suspense, useEffect } from 'react';

/*
 * The confirmation dialog is a chunk of its own (Mantine's modal brings its focus trap and
 * floating-ui along): a section page draws without it and fetches it right after, before anyone
 * can press Confirm.
 */
const loadConfirmModal = () => import('./confirm-modal');
const ConfirmModal = lazy(() => loadConfirmModal().then((m) => ({ default: m.ConfirmModal })));

export function LazyConfirmModal(props: ComponentProps<typeof ConfirmModal>) {
  useEffect(() => {
    void loadConfirmModal();
  }, []);
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
