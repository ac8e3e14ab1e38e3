// The confirmation of a delete run by useEliminacion (a candidate, a plan, a subscription's
// cancellation…): open while something is asked to go, the buttons waiting while it goes, the
// server's refusal inside and Cancelar closing it. The title and the sentence name what goes.
import type { ReactNode } from 'react';
import type { Eliminacion } from '../lib/use-eliminacion';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

interface ConfirmarEliminacionProps<T> {
  eliminacion: Eliminacion<T>;
  title: ReactNode | ((objetivo: T) => ReactNode);
  /** What goes, in one or two sentences about the target. */
  children: (objetivo: T) => ReactNode;
  labels?: ConfirmDialogProps['labels'];
}

export function ConfirmarEliminacion<T>({ eliminacion, title, children, labels }: ConfirmarEliminacionProps<T>) {
  const { objetivo } = eliminacion;
  if (objetivo === null) return null;
  return (
    <ConfirmDialog
      title={typeof title === 'function' ? title(objetivo) : title}
      pending={eliminacion.eliminando}
      error={eliminacion.error}
      onCancel={eliminacion.cancelar}
      onConfirm={() => void eliminacion.confirmar()}
      labels={labels}
    >
      {children(objetivo)}
    </ConfirmDialog>
  );
}
