// The frame of the candidate's page: the inviting company's name (its colour as a thin accent, never
// as text, so no company colour can make the page unreadable), the content in one readable column,
// and the product's name at the foot. Outside the logged-in shell: the candidate has no account.
// web/entrevista.html paints the same frame before any script (D85).
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@shared/messages';
import { Alerta, Marca } from '../../../kit-ligero/ui';

/** A CSS colour we accept from the company's settings: hex only (anything else falls back to the brand). */
export function colorEmpresa(color: string | null | undefined): string | undefined {
  return color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim()) ? color.trim() : undefined;
}

interface MarcoPublicoProps {
  empresa?: string;
  color?: string | null;
  /** An interviewer runs it ("Iniciar" on the Entrevistas screen): said on every step. */
  asistida?: boolean;
  /**
   * Without the foot while the page loads: a foot at the screen's bottom that the content then
   * pushes away counts as a layout shift (CLS 0.07 measured, D85); it appears with the content.
   */
  sinPie?: boolean;
  /**
   * «Necesito un ajuste» and «Hablar con una persona» (D172): every candidate page puts its help here,
   * between the content and the foot — the same place each time (WCAG 3.2.6).
   */
  ayuda?: ReactNode;
  children: ReactNode;
}

export function MarcoPublico({ empresa, color, asistida, sinPie, ayuda, children }: MarcoPublicoProps) {
  const acento = colorEmpresa(color);
  return (
    <div className="marco">
      <header className="cabecera" style={acento ? { borderTopColor: acento } : undefined}>
        <div className="columna cabecera-fila">
          {acento ? <span className="acento" style={{ background: acento }} aria-hidden="true" data-testid="acento-empresa" /> : <Marca />}
          <p className="cabecera-nombre">{empresa || 'Entrevista'}</p>
        </div>
      </header>
      <main className="principal">
        <div className="columna">
          {asistida && (
            <Alerta estado="info" titulo="Entrevista asistida" className="separado" data-testid="sesion-asistida">
              Una persona de la empresa dirige esta entrevista y escribe las respuestas del candidato: léele cada pregunta y los avisos en
              voz alta.
            </Alerta>
          )}
          {children}
        </div>
      </main>
      {!sinPie && ayuda}
      {!sinPie && <footer className="pie">Entrevista gestionada con {PRODUCT_NAME}</footer>}
    </div>
  );
}
