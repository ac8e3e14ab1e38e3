// The autosave of the candidate's answers (D64): an answer is saved a second after the last
// keystroke and at once when the candidate leaves the question, one save per question at a time
// (text typed during a save goes out in the next one), and only when it differs from what the
// server already has. A failed save keeps the text and says so; it is tried again on demand, when
// the connection comes back, and before the interview is finalised. While something is unsaved,
// closing the page asks first. Each save also says whether the answer is finished (D82): a changed
// answer is a draft (`terminada: false`) until the candidate moves on from it with "Siguiente"
// (`terminar`), so a reload resumes on the draft, not after it. Each save carries the question's
// integrity signals so far (D158; use-senales.ts) when the page notes them: a new paste or a lost
// focus is a reason to save an answer that has one, and the time on screen is sent when the
// candidate leaves the question (`guardarYa(n, true)`), not each second it runs.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Senales } from '@shared/senales';
import { ApiError } from '../../lib/api-client';
import { mensajeDeError } from '../../lib/form-errors';
import type { RespuestaGuardada } from './api/entrevista-publica';

/** Quiet time after the last keystroke before the answer is saved. */
export const AUTOGUARDADO_MS = 1_000;

/** Of one answer: typed but not sent yet, being sent, on the server, or refused. */
export type EstadoGuardado = 'pendiente' | 'guardando' | 'guardado' | 'error';

export interface Autoguardado {
  textos: Record<number, string>;
  estados: Record<number, EstadoGuardado | undefined>;
  errores: Record<number, string | undefined>;
  /** The candidate typed: the answer is saved once they pause. */
  escribir: (n: number, texto: string) => void;
  /** Saves the answer now if it changed (`conTiempo`: or its time on screen did); true when the server has it. */
  guardarYa: (n: number, conTiempo?: boolean) => Promise<boolean>;
  /** Saves every changed answer; true when the server has them all. */
  guardarTodo: () => Promise<boolean>;
  /** The candidate moves on from this answer ("Siguiente"): the next save marks it finished. */
  terminar: (n: number) => void;
  /** Something typed is not on the server yet. */
  hayCambiosSinGuardar: boolean;
}

interface Opciones {
  /** `terminada` undefined: the server keeps what it had (an answer the candidate never touched). */
  guardar: (n: number, texto: string, terminada: boolean | undefined, senales: Senales | undefined) => Promise<RespuestaGuardada>;
  /** The question's integrity signals so far (D158); undefined when the page notes none. */
  senales?: (n: number) => Senales | undefined;
  /** A refusal that ends the page (the link died, the consent is missing): no retry helps. */
  onFinal: (error: ApiError) => void;
  fallo: string;
}

/** A second of difference in the time on screen is worth a save when leaving the question; less is noise. */
const MS_DIFERENCIA = 1_000;
const SIN_SENALES: Senales = { pegados: 0, caracteresPegados: 0, perdidasFoco: 0, msEnPantalla: 0 };

export function useAutoguardado(iniciales: readonly RespuestaGuardada[], { guardar, senales, onFinal, fallo }: Opciones): Autoguardado {
  const [textos, setTextos] = useState<Record<number, string>>(() => Object.fromEntries(iniciales.map((r) => [r.n, r.texto])));
  const [estados, setEstados] = useState<Record<number, EstadoGuardado | undefined>>(() =>
    Object.fromEntries(iniciales.map((r) => [r.n, 'guardado' as const])),
  );
  const [errores, setErrores] = useState<Record<number, string | undefined>>({});

  // The same facts for the callbacks, which must not wait for a render to see the latest text.
  const actual = useRef(new Map<number, string>(iniciales.map((r) => [r.n, r.texto])));
  const enServidor = useRef(new Map<number, string>(iniciales.map((r) => [r.n, r.texto])));
  // Finished or a draft (D82): what the page wants and what the server has.
  const terminadaDeseada = useRef(new Map<number, boolean>());
  const terminadaEnServidor = useRef(new Map<number, boolean>(iniciales.map((r) => [r.n, r.terminada !== false])));
  // The signals the server has of each question (D158).
  const senalesEnServidor = useRef(new Map<number, Senales>(iniciales.flatMap((r) => (r.senales ? [[r.n, r.senales] as const] : []))));
  const relojes = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const enCurso = useRef(new Map<number, Promise<boolean>>());
  const opciones = useRef({ guardar, senales, onFinal, fallo });
  useEffect(() => {
    opciones.current = { guardar, senales, onFinal, fallo };
  });

  /**
   * Something of answer n is not on the server: its text, (for a saved answer) whether it is
   * finished, or its signals — a paste or a lost focus, or, with `conTiempo`, its time on screen.
   */
  const porEnviar = useCallback((n: number, conTiempo = false) => {
    const texto = actual.current.get(n) ?? '';
    if (texto !== (enServidor.current.get(n) ?? '')) return true;
    // An untouched empty question gets no item: skipping it leaves it unanswered, as before.
    if (!enServidor.current.has(n)) return false;
    const fin = terminadaDeseada.current.get(n);
    if (fin !== undefined && fin !== terminadaEnServidor.current.get(n)) return true;
    const s = opciones.current.senales?.(n);
    if (!s) return false;
    // An answer saved without signals (before they were on) is not re-sent with zeros: only with something noted.
    const e = senalesEnServidor.current.get(n) ?? SIN_SENALES;
    return (
      s.pegados !== e.pegados ||
      s.caracteresPegados !== e.caracteresPegados ||
      s.perdidasFoco !== e.perdidasFoco ||
      (conTiempo && Math.abs(s.msEnPantalla - e.msEnPantalla) >= MS_DIFERENCIA)
    );
  }, []);

  const marcar = useCallback((n: number, estado: EstadoGuardado, error?: string) => {
    setEstados((e) => (e[n] === estado ? e : { ...e, [n]: estado }));
    setErrores((e) => (e[n] === error ? e : { ...e, [n]: error }));
  }, []);

  const guardarYa = useCallback(
    async (n: number, conTiempo = false): Promise<boolean> => {
      const reloj = relojes.current.get(n);
      if (reloj !== undefined) {
        clearTimeout(reloj);
        relojes.current.delete(n);
      }
      for (;;) {
        // One save per question at a time: wait for the one under way, then see what is left.
        let previo = enCurso.current.get(n);
        while (previo) {
          await previo;
          previo = enCurso.current.get(n);
        }
        const texto = actual.current.get(n) ?? '';
        if (!porEnviar(n, conTiempo)) {
          if (actual.current.has(n)) marcar(n, 'guardado');
          return true;
        }
        // The time on screen is worth a save once (the candidate left the question); later rounds
        // send it only with something else, or a question on screen would be saved every second.
        conTiempo = false;
        const terminada = terminadaDeseada.current.get(n);
        const senalesAhora = opciones.current.senales?.(n);
        const envio = (async () => {
          marcar(n, 'guardando');
          try {
            await opciones.current.guardar(n, texto, terminada, senalesAhora);
            enServidor.current.set(n, texto);
            if (terminada !== undefined) terminadaEnServidor.current.set(n, terminada);
            if (senalesAhora) senalesEnServidor.current.set(n, senalesAhora);
            // Typed (or moved on) while this save was under way: the rest goes out next.
            marcar(n, porEnviar(n) ? 'pendiente' : 'guardado');
            return true;
          } catch (error) {
            if (error instanceof ApiError && (error.status === 404 || error.status === 409)) opciones.current.onFinal(error);
            marcar(n, 'error', mensajeDeError(error, opciones.current.fallo));
            return false;
          } finally {
            enCurso.current.delete(n);
          }
        })();
        enCurso.current.set(n, envio);
        if (!(await envio)) return false;
        // Nothing typed meanwhile, or a pause still running that will send it: done. Otherwise the
        // text typed during the save (its pause already over) goes out now.
        if (!porEnviar(n) || relojes.current.has(n)) return true;
      }
    },
    [marcar, porEnviar],
  );

  const escribir = useCallback(
    (n: number, texto: string) => {
      actual.current.set(n, texto);
      // A changed answer is a draft again until the candidate moves on; typed back to what the server has, it is what it was.
      const igual = texto === (enServidor.current.get(n) ?? '');
      if (igual && terminadaEnServidor.current.has(n)) terminadaDeseada.current.set(n, terminadaEnServidor.current.get(n)!);
      else if (!igual) terminadaDeseada.current.set(n, false);
      setTextos((t) => ({ ...t, [n]: texto }));
      marcar(n, !porEnviar(n) && !enCurso.current.has(n) ? 'guardado' : 'pendiente');
      const reloj = relojes.current.get(n);
      if (reloj !== undefined) clearTimeout(reloj);
      relojes.current.set(
        n,
        setTimeout(() => {
          relojes.current.delete(n);
          void guardarYa(n);
        }, AUTOGUARDADO_MS),
      );
    },
    [guardarYa, marcar, porEnviar],
  );

  const terminar = useCallback((n: number) => {
    terminadaDeseada.current.set(n, true);
  }, []);

  const guardarTodo = useCallback(async () => {
    const preguntas = new Set([...actual.current.keys(), ...enServidor.current.keys()]);
    const resultados = await Promise.all([...preguntas].map((n) => guardarYa(n, true)));
    return resultados.every(Boolean);
  }, [guardarYa]);

  const hayCambiosSinGuardar = Object.values(estados).some((e) => e !== undefined && e !== 'guardado');

  useEffect(() => {
    if (!hayCambiosSinGuardar) return;
    // The connection came back, or the candidate is leaving the tab (a phone may kill it): save now.
    const ahora = () => void guardarTodo();
    const alOcultar = () => {
      if (document.visibilityState === 'hidden') ahora();
    };
    const alSalir = (event: BeforeUnloadEvent) => {
      ahora();
      event.preventDefault();
    };
    window.addEventListener('online', ahora);
    document.addEventListener('visibilitychange', alOcultar);
    window.addEventListener('beforeunload', alSalir);
    return () => {
      window.removeEventListener('online', ahora);
      document.removeEventListener('visibilitychange', alOcultar);
      window.removeEventListener('beforeunload', alSalir);
    };
  }, [hayCambiosSinGuardar, guardarTodo]);

  // Leaving the page (not the question) with a pause still running: send what was typed.
  useEffect(() => {
    const pendientes = relojes.current;
    const escritos = actual.current;
    const terminadas = terminadaDeseada.current;
    const ajustes = opciones;
    return () => {
      for (const [n, reloj] of pendientes) {
        clearTimeout(reloj);
        void ajustes.current.guardar(n, escritos.get(n) ?? '', terminadas.get(n), ajustes.current.senales?.(n)).catch(() => undefined);
      }
      pendientes.clear();
    };
  }, []);

  return { textos, estados, errores, escribir, guardarYa, guardarTodo, terminar, hayCambiosSinGuardar };
}
