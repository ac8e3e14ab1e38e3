// The pages with nothing left to do but read: the thank-you after finishing, a second visit to a
// finished interview, and a link that is not (or no longer) valid.
import { type ReactNode, useEffect, useRef } from 'react';
import { IconoCheck, IconoInfo } from '../../../kit-ligero/ui';

/**
 * `enfocar`: the state the candidate's own action led to (the thanks after «Sí, finalizar»): the page
 * goes to its top and the focus to its heading (issue 65 item 7), so nobody is left at the foot of the
 * page with the focus on its body, 2 000 px under what it now says.
 */
export function MensajeFinal({
  titulo,
  tono,
  children,
  enfocar = false,
}: {
  titulo: string;
  tono: 'exito' | 'info';
  children: ReactNode;
  enfocar?: boolean;
}) {
  const h1 = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!enfocar) return;
    window.scrollTo?.(0, 0);
    h1.current?.focus();
  }, [enfocar]);
  return (
    <div className="tarjeta mensaje-final">
      <span className={`mensaje-icono mensaje-${tono}`} aria-hidden="true">
        {tono === 'exito' ? <IconoCheck /> : <IconoInfo />}
      </span>
      <h1 className="titulo-final" ref={h1} tabIndex={enfocar ? -1 : undefined}>
        {titulo}
      </h1>
      <div className="mensaje-texto">{children}</div>
    </div>
  );
}

export function Parrafo({ children }: { children: ReactNode }) {
  return <p>{children}</p>;
}
