// The pages with nothing left to do but read: the thank-you after finishing, a second visit to a
// finished interview, and a link that is not (or no longer) valid.
import type { ReactNode } from 'react';
import { IconoCheck, IconoInfo } from '../../../kit-ligero/ui';

export function MensajeFinal({ titulo, tono, children }: { titulo: string; tono: 'exito' | 'info'; children: ReactNode }) {
  return (
    <div className="tarjeta mensaje-final">
      <span className={`mensaje-icono mensaje-${tono}`} aria-hidden="true">
        {tono === 'exito' ? <IconoCheck /> : <IconoInfo />}
      </span>
      <h1 className="titulo-final">{titulo}</h1>
      <div className="mensaje-texto">{children}</div>
    </div>
  );
}

export function Parrafo({ children }: { children: ReactNode }) {
  return <p>{children}</p>;
}
