// One send of an end screen's optional form (the opinion, D173; the retention consent, D151; the
// fairness questionnaire, D175): busy while it runs, then the server's thanks in place of the form
// or the refusal's text beside it. Kept apart from the API client: the questionnaire's own chunk
// uses it without bringing one (the call and its error's text come from the caller).
import { useState } from 'react';
import { Alerta } from '../../kit-ligero/ui';

export type Respuesta = { ok: boolean; texto: string } | null;

export function useEnvio() {
  const [enviando, setEnviando] = useState(false);
  const [respuesta, setRespuesta] = useState<Respuesta>(null);
  /** Runs `accion` (the server's message, or `exito` when it has none); a failure shows `fallo(e)`. */
  const enviar = async (accion: () => Promise<string>, exito: string, fallo: (e: unknown) => string) => {
    setEnviando(true);
    try {
      const texto = await accion();
      setRespuesta({ ok: true, texto: texto || exito });
    } catch (e) {
      setRespuesta({ ok: false, texto: fallo(e) });
    } finally {
      setEnviando(false);
    }
  };
  return { enviando, respuesta, setRespuesta, enviar };
}

/** What replaces the form once sent. */
export function Enviado({ texto }: { texto: string }) {
  return (
    <Alerta estado="exito" role="status" className="separado-arriba">
      {texto}
    </Alerta>
  );
}

/** The refusal's text, beside the form (nothing otherwise). */
export function Fallo({ respuesta }: { respuesta: Respuesta }) {
  if (!respuesta || respuesta.ok) return null;
  return (
    <Alerta estado="error" role="alert">
      {respuesta.texto}
    </Alerta>
  );
}
