// The integrity signals of the candidate's page (issue 53 item 5, D158), and only these, per
// question: paste events into its answers (the answer and its follow-up's) and the characters they
// brought, the times the page lost focus (the window's blur, or the tab hidden) while the question was
// on screen, and the time it was on screen with the page visible. No keystrokes, no timings of them,
// no pointer, no camera or microphone: the notice names these four numbers and nothing else.
// The totals are cumulative per question and start from what the server already has (a reload goes
// on counting); the autosave sends them with the answer (use-autoguardado.ts). With the company's
// signals off (`activas` false) nothing is listened to and nothing is read.
import { useCallback, useEffect, useRef } from 'react';
import { LIMITES_PUBLICO } from '@shared/publico-limites';
import { LIMITES_SENALES, type Senales } from '@shared/senales';
import type { RespuestaGuardada } from './api/entrevista-publica';

export interface SenalesPagina {
  /** The question now on screen (its `n`; its follow-up counts as it), or null (the review, a loading screen). */
  mostrar: (n: number | null) => void;
  /** A paste of `caracteres` characters into one of question n's answer boxes. */
  pegar: (n: number, caracteres: number) => void;
  /** Question n's totals so far; undefined when the page notes none (the company turned them off). */
  leer: (n: number) => Senales | undefined;
}

const CERO: Senales = { pegados: 0, caracteresPegados: 0, perdidasFoco: 0, msEnPantalla: 0 };

/** A page never sends more than the contract allows: a tab left open for days is one day. */
const acotar = (s: Senales): Senales => ({
  pegados: Math.min(s.pegados, LIMITES_SENALES.contador),
  caracteresPegados: Math.min(s.caracteresPegados, LIMITES_SENALES.caracteres),
  perdidasFoco: Math.min(s.perdidasFoco, LIMITES_SENALES.contador),
  msEnPantalla: Math.min(Math.round(s.msEnPantalla), LIMITES_SENALES.ms),
});

/** Question n's running totals, made on first use. */
function totalDe(totales: Map<number, Senales>, n: number): Senales {
  let t = totales.get(n);
  if (!t) totales.set(n, (t = { ...CERO }));
  return t;
}

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

export function useSenales(activas: boolean, iniciales: readonly RespuestaGuardada[]): SenalesPagina {
  const totales = useRef(new Map<number, Senales>(iniciales.flatMap((r) => (r.senales ? [[r.n, { ...r.senales }] as const] : []))));
  /** The question on screen and since when its clock runs (null: stopped, the page is hidden). */
  const enPantalla = useRef<{ n: number | null; desde: number | null }>({ n: null, desde: null });
  /** The candidate is on the page: visible and focused. Leaving it counts once, however it is left. */
  const presente = useRef(visible());

  /** Adds the running stretch to the question's time, and starts a new one if the page is visible. */
  const parar = useCallback(() => {
    const a = enPantalla.current;
    if (a.n !== null && a.desde !== null) totalDe(totales.current, a.n).msEnPantalla += Math.max(0, Date.now() - a.desde);
    a.desde = null;
  }, []);
  const arrancar = useCallback(() => {
    const a = enPantalla.current;
    a.desde = a.n !== null && visible() ? Date.now() : null;
  }, []);

  useEffect(() => {
    if (!activas) return;
    const salir = () => {
      if (!presente.current) return;
      presente.current = false;
      const n = enPantalla.current.n;
      if (n !== null) totalDe(totales.current, n).perdidasFoco += 1;
    };
    const alCambiarVisibilidad = () => {
      if (document.visibilityState === 'hidden') {
        salir();
        parar();
      } else {
        presente.current = true;
        arrancar();
      }
    };
    const alVolver = () => {
      if (visible()) presente.current = true;
    };
    window.addEventListener('blur', salir);
    window.addEventListener('focus', alVolver);
    document.addEventListener('visibilitychange', alCambiarVisibilidad);
    return () => {
      window.removeEventListener('blur', salir);
      window.removeEventListener('focus', alVolver);
      document.removeEventListener('visibilitychange', alCambiarVisibilidad);
      parar();
    };
  }, [activas, parar, arrancar]);

  const mostrar = useCallback(
    (n: number | null) => {
      if (!activas || enPantalla.current.n === n) return;
      parar();
      enPantalla.current.n = n;
      arrancar();
    },
    [activas, parar, arrancar],
  );

  const pegar = useCallback(
    (n: number, caracteres: number) => {
      if (!activas || caracteres <= 0) return;
      const t = totalDe(totales.current, n);
      t.pegados += 1;
      t.caracteresPegados += Math.min(caracteres, LIMITES_PUBLICO.respuestaMax);
    },
    [activas],
  );

  const leer = useCallback(
    (n: number): Senales | undefined => {
      if (!activas) return undefined;
      const t = { ...(totales.current.get(n) ?? CERO) };
      const a = enPantalla.current;
      if (a.n === n && a.desde !== null) t.msEnPantalla += Math.max(0, Date.now() - a.desde);
      return acotar(t);
    },
    [activas],
  );

  return { mostrar, pegar, leer };
}
