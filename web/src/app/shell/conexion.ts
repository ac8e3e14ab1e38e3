// Connection status of the header (spec part 1 §2.4, §4, §7.3): GET /api/test on load, every
// 5 minutes and on a manual refresh sets the server and database state. When /api/test gives no
// readable answer, the availability probe (GET /api/empresas, else /api/servicios-hr; up on an ok
// answer or a 401; at most every 5 s, 5 s time-out) tells whether the server is up at all.
// «Última sincronización» is the page's last answer from the server (lib/sincronizacion.ts): any
// read that succeeds moves it, and so does a check the server answered.
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIEMPOS } from '@shared/constants';
import { ApiError } from '../../lib/api-client';
import { llamar } from '../../lib/api-rutas';
import { marcarSincronizacion, useUltimaSincronizacion } from '../../lib/sincronizacion';

export type EstadoConexion = 'comprobando' | 'conectado' | 'servidor-ok' | 'desconectado';

export const ETIQUETA_CONEXION: Record<EstadoConexion, string> = {
  comprobando: 'Comprobando…',
  conectado: 'Conectado',
  'servidor-ok': 'Servidor OK',
  desconectado: 'Desconectado',
};

interface HealthData {
  server?: string;
  database?: string;
}

/** The badge state from what GET /api/test answered; null when it gave no readable answer. */
export function estadoDesdeHealth(result: { ok: true; data: unknown } | { ok: false; error: unknown }): EstadoConexion | null {
  if (result.ok) {
    const data = (result.data ?? {}) as HealthData;
    if (data.server === 'ok' && data.database === 'ok') return 'conectado';
    return 'servidor-ok';
  }
  const error = result.error;
  if (error instanceof ApiError && error.kind === 'http') {
    const body = error.body as { data?: HealthData } | undefined;
    if (body?.data?.database === 'error' || body?.data?.server === 'ok') return 'servidor-ok';
  }
  return null;
}

/** The availability probe of §7.3, throttled to one real check every 5 s. */
export function createServerProbe(now: () => number = Date.now) {
  let last: { at: number; up: boolean } | null = null;
  let inFlight: Promise<boolean> | null = null;

  const tryPath = async (ruta: 'GET /api/empresas' | 'GET /api/servicios-hr'): Promise<boolean> => {
    try {
      await llamar(ruta, undefined, { timeoutMs: TIEMPOS.serverProbeTimeoutMs });
      return true;
    } catch (error) {
      return error instanceof ApiError && error.status === 401;
    }
  };

  return function probe(): Promise<boolean> {
    if (inFlight) return inFlight;
    if (last && now() - last.at < TIEMPOS.serverProbeMinIntervalMs) return Promise.resolve(last.up);
    inFlight = (async () => {
      const up = (await tryPath('GET /api/empresas')) || (await tryPath('GET /api/servicios-hr'));
      last = { at: now(), up };
      inFlight = null;
      return up;
    })();
    return inFlight;
  };
}

export async function comprobarConexion(probe: () => Promise<boolean>): Promise<EstadoConexion> {
  let estado: EstadoConexion | null;
  try {
    const { data } = await llamar('GET /api/test');
    estado = estadoDesdeHealth({ ok: true, data });
  } catch (error) {
    estado = estadoDesdeHealth({ ok: false, error });
  }
  if (estado) return estado;
  return (await probe()) ? 'servidor-ok' : 'desconectado';
}

export function useConexion() {
  const [estado, setEstado] = useState<EstadoConexion>('comprobando');
  const ultimaSincronizacion = useUltimaSincronizacion();
  // The first check starts with the shell.
  const [comprobando, setComprobando] = useState(true);
  const [probe] = useState(() => createServerProbe());
  const montado = useRef(true);

  /** Checks and shows the result; the caller has already marked the check as running. */
  const medir = useCallback(async () => {
    const resultado = await comprobarConexion(probe);
    if (!montado.current) return;
    setEstado(resultado);
    if (resultado !== 'desconectado') marcarSincronizacion();
    setComprobando(false);
  }, [probe]);

  const comprobar = useCallback(async () => {
    setComprobando(true);
    await medir();
  }, [medir]);

  useEffect(() => {
    montado.current = true;
    void medir();
    const timer = setInterval(() => void comprobar(), TIEMPOS.healthCheckIntervalMs);
    return () => {
      montado.current = false;
      clearInterval(timer);
    };
  }, [medir, comprobar]);

  return { estado, ultimaSincronizacion, comprobando, comprobar };
}

/** navigator.onLine, kept current by the browser's online and offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}
