// GET /api/saas/sistema (D99): reads what is stored — the health record, the platform's AI keys (their
// state, never the keys), the email configuration and the send log's newest entries, each scheduled
// job's last run, the plans and the platform counters — and the federation settings of the
// deployment; no Scan (a GetItem or a Query of a small partition each) and no call to a provider.
import { config } from '../config.js';
import { clavesDe } from '../db/claves-api.js';
import { enviosRecientes, leerEmailConfig } from '../db/email.js';
import { todosLosPlanes } from '../db/planes.js';
import { leerContadores } from '../db/plataforma.js';
import { leerEjecuciones, leerHealth } from '../db/sistema.js';
import type { EstadoSistema } from '../../../shared/schemas/sistema.js';
import { calcularEstadoSistema, ENVIOS_LEIDOS } from './estado.js';

export async function leerEstadoSistema(now = new Date()): Promise<EstadoSistema> {
  const [health, claves, emailCfg, envios, ejecuciones, planes, contadores] = await Promise.all([
    leerHealth(3_000),
    clavesDe(null),
    leerEmailConfig(),
    enviosRecientes({ limit: ENVIOS_LEIDOS }),
    leerEjecuciones(),
    todosLosPlanes(),
    leerContadores(),
  ]);
  return calcularEstadoSistema(
    {
      health,
      clavesPlataforma: claves.map(({ proveedor, habilitada, estado }) => ({ proveedor, habilitada, estado })),
      correo: {
        guardada: emailCfg
          ? {
              proveedor: emailCfg.proveedor,
              from: emailCfg.from?.email ?? '',
              smtpHost: emailCfg.smtp?.host ?? '',
              plantillas: Object.assign({}, ...Object.values(emailCfg.templates ?? {})) as Record<
                string,
                { subject?: string; html?: string }
              >,
            }
          : null,
        from: emailCfg?.from?.email || config.mailFrom,
        envios: envios.items,
      },
      ejecuciones,
      planes,
      empresasActivas: Math.max(0, contadores?.empresasActivas ?? 0),
      federacion: { google: !!config.oauthClientId('google'), microsoft: !!config.oauthClientId('microsoft') },
    },
    now,
  );
}
