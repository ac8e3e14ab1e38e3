// The platform's email configuration (part 2 §2 "Email panel", §7, §8 "Email and SMTP"; D62): it
// comes with GET /api/configuracion/global (SWR's GLOBAL_KEY, shared with the key panels) and is
// saved whole with PUT {emailConfig} (the caller puts the answer into that cache); plus the SMTP
// test, the reset to defaults and the send log.
// When the server cannot be reached, a save keeps a copy here in localStorage (never the SMTP
// password) and the panel loads it, else the defaults (§8: "Load falls back to local storage, then
// to defaults").
import type * as z from 'zod/mini';
import { EmailConfigEntrada, type EmailConfigMostrada, type EnvioEmail, type TestSmtpBody, type TestSmtpData } from '@shared/schemas/email';
import { ApiError } from '../../../lib/api-client';
import { llamar } from '../../../lib/api-rutas';
import { usePaginada } from '../../../lib/use-paginada';
import type { ConfigGlobal } from '../../../lib/config-global';

export type { EmailConfigEntrada, EmailConfigMostrada, EnvioEmail };
export type TestSmtp = z.output<typeof TestSmtpData>;

/** localStorage key of the copy kept when a save could not reach the server. */
export const COPIA_LOCAL_KEY = 'talentia.emailConfig.copiaLocal';

/** The test may wait for a slow SMTP server's greeting, login and send. */
const TIEMPO_PRUEBA_MS = 30_000;

/** No answer arrived (no network, server down or a time-out): what §8 calls "the server is unreachable". */
export function sinConexion(e: unknown): boolean {
  return e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout');
}

/** The cached GET /global answer with a new email configuration (the key panels share that answer). */
export function conEmailConfig(emailConfig: EmailConfigMostrada) {
  return (actual: ConfigGlobal | undefined): ConfigGlobal | undefined => (actual ? { ...actual, emailConfig } : actual);
}

/** Saves the whole panel; the answer is GET /global's. */
export function guardarEmailConfig(emailConfig: EmailConfigEntrada) {
  return llamar('PUT /api/configuracion/global', { body: { emailConfig } });
}

export function inicializarEmailConfig() {
  return llamar('POST /api/configuracion/email/inicializar');
}

export async function probarSmtp(body: z.input<typeof TestSmtpBody>) {
  const { data } = await llamar('POST /api/configuracion/test-smtp', { body }, { timeoutMs: TIEMPO_PRUEBA_MS });
  return data;
}

export function useEnviosEmail(enabled: boolean) {
  return usePaginada('GET /api/configuracion/email/envios', {}, { enabled });
}

export interface CopiaLocal {
  /** When it was kept (ISO). */
  guardadaEn: string;
  emailConfig: EmailConfigEntrada;
}

/** Keeps the configuration in this browser, without the SMTP password. */
export function guardarCopiaLocal(emailConfig: EmailConfigEntrada, ahora = new Date()): void {
  const { password: _password, ...smtp } = emailConfig.smtp;
  const copia: CopiaLocal = { guardadaEn: ahora.toISOString(), emailConfig: { ...emailConfig, smtp } };
  try {
    window.localStorage.setItem(COPIA_LOCAL_KEY, JSON.stringify(copia));
  } catch {
    // Storage full or blocked: the warning still says the server was not reached.
  }
}

/** The kept copy, if there is one and it still reads as a configuration (a newer contract may not). */
export function leerCopiaLocal(): CopiaLocal | null {
  try {
    const texto = window.localStorage.getItem(COPIA_LOCAL_KEY);
    if (!texto) return null;
    const copia = JSON.parse(texto) as Partial<CopiaLocal>;
    const r = EmailConfigEntrada.safeParse(copia.emailConfig);
    if (!r.success || typeof copia.guardadaEn !== 'string') return null;
    const { password: _password, ...smtp } = r.data.smtp;
    return { guardadaEn: copia.guardadaEn, emailConfig: { ...r.data, smtp } };
  } catch {
    return null;
  }
}

export function borrarCopiaLocal(): void {
  try {
    window.localStorage.removeItem(COPIA_LOCAL_KEY);
  } catch {
    // nothing to do
  }
}
