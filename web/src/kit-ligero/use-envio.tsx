// A save behind a button on the pages that are their own entry (D85, D86): which button is busy
// while it runs, and the answer shown beside it — the server's own text, or why it failed (the
// server's message, or the caller's fallback). The logged-in app's useAccion says failures with
// Chakra's toaster, which these pages do not load.
import { useEffect, useRef, useState } from 'react';
import { mensajeDeError } from '../lib/form-errors';
import { Alerta } from './ui';

export type RespuestaEnvio = { ok: boolean; texto: string } | null;

/**
 * `[enviando, respuesta, enviar, setRespuesta]`, as useState hands its pair (a tuple keeps the
 * candidate's page lighter than named fields). `enviando` is the busy button's name (true where
 * there is one button) or false; `enviar` clears the last answer, runs the action and keeps its
 * text, and never throws.
 */
export function useEnvio<Boton extends string | true = true>(fallo: string) {
  const [enviando, setEnviando] = useState<Boton | false>(false);
  const [respuesta, setRespuesta] = useState<RespuestaEnvio>(null);
  const enviar = async (accion: () => Promise<string>, boton = true as Boton): Promise<void> => {
    setEnviando(boton);
    setRespuesta(null);
    try {
      setRespuesta({ ok: true, texto: await accion() });
    } catch (e) {
      setRespuesta({ ok: false, texto: mensajeDeError(e, fallo) });
    } finally {
      setEnviando(false);
    }
  };
  return [enviando, respuesta, enviar, setRespuesta] as const;
}

/**
 * The answer as a status (done) or an alert (failed); nothing before there is one. A done answer usually
 * takes the place of the button that sent it: the focus moves to it (issue 65 item 7), so a keyboard or
 * screen-reader user is not left on the page's body, and reads on from the new state.
 */
export function AlertaEnvio({ respuesta, className }: { respuesta: RespuestaEnvio; className?: string }) {
  const caja = useRef<HTMLDivElement>(null);
  const hecho = respuesta?.ok === true;
  useEffect(() => {
    if (hecho) caja.current?.focus({ preventScroll: false });
  }, [hecho]);
  if (!respuesta) return null;
  return (
    <div ref={caja} tabIndex={-1}>
      <Alerta estado={respuesta.ok ? 'exito' : 'error'} role={respuesta.ok ? 'status' : 'alert'} className={className}>
        {respuesta.texto}
      </Alerta>
    </div>
  );
}
