// A long form with changes not yet saved asks before it closes (issue 40 item 20): Escape, the close
// button, Cancelar or a click outside would otherwise throw away minutes of typing without a word.
import { useState } from 'react';
import { ConfirmarEliminacion } from './confirmar-eliminacion';

export const TEXTO_DESCARTE = {
  titulo: '¿Descartar los cambios?',
  cuerpo: 'Hay cambios sin guardar en este formulario. Si lo cierras ahora, se perderán.',
  seguir: 'Seguir editando',
  descartar: 'Descartar cambios',
} as const;

/**
 * `pedirCierre` closes at once when nothing changed, and otherwise opens the question; `pregunta`
 * is the question's dialog, to render beside the form's.
 */
export function useConfirmarDescarte(hayCambios: boolean, cerrar: () => void) {
  const [preguntando, setPreguntando] = useState(false);
  const pedirCierre = () => (hayCambios ? setPreguntando(true) : cerrar());
  const pregunta = preguntando ? (
    <ConfirmarDescarte
      onSeguir={() => setPreguntando(false)}
      onDescartar={() => {
        setPreguntando(false);
        cerrar();
      }}
    />
  ) : null;
  return { pedirCierre, pregunta };
}

function ConfirmarDescarte({ onSeguir, onDescartar }: { onSeguir: () => void; onDescartar: () => void }) {
  return (
    <ConfirmarEliminacion
      titulo={TEXTO_DESCARTE.titulo}
      eliminando={false}
      onCancel={onSeguir}
      onConfirm={onDescartar}
      etiquetas={{ volver: TEXTO_DESCARTE.seguir, confirmar: TEXTO_DESCARTE.descartar }}
      irreversible={false}
      tamano="sm"
    >
      {TEXTO_DESCARTE.cuerpo}
    </ConfirmarEliminacion>
  );
}
