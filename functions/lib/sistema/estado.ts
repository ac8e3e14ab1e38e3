// The SaaS panel's Sistema tab (D99; spec part 2 §2 "Sistema", where the demo shows a static list):
// the platform's parts and the 'Implementado' / 'Pendiente' checklist, computed from what is stored —
// the last health record, the platform's AI keys, the email configuration and its send log, each
// scheduled job's last run, the plans and the counters — and the federation settings. Pure: the reads
// are leer-estado.ts; a test gives it any combination and a fixed clock.
import { PLANTILLAS_EMAIL } from '../../../shared/email/plantillas.js';
import { jobs as JOBS } from '../../../shared/jobs.js';
import { PROVEEDOR, PROVEEDORES_IA, type ProveedorIA } from '../../../shared/proveedores-ia.js';
import type { JobDef } from '../../../shared/route-types.js';
import type {
  ComponenteSistema,
  EjecucionJob,
  EstadoLectura,
  EstadoSistema,
  HealthRecord,
  ItemChecklist,
  TrabajoSistema,
} from '../../../shared/schemas/sistema.js';

/** A reading is on time while younger than this many of its periods: one missed tick is tolerated, two are not. */
export const PERIODOS_DE_GRACIA = 2;
/** How many of the send log's newest entries the mail status looks at. */
export const ENVIOS_LEIDOS = 20;

export interface ClaveLeida {
  proveedor: ProveedorIA;
  habilitada: boolean;
  estado: { isValid: boolean | null; lastError: string | null; probadaEn?: string };
}

export interface EnvioLeido {
  fecha: string;
  plantilla: string;
  /** rebotado / queja: SES's later report on an email that was sent (not a transport outcome). */
  estado: 'enviado' | 'fallido' | 'omitido' | 'rebotado' | 'queja';
  error: string | null;
}

/** The entries that say whether the transport works: a send that went out or failed. */
const esEnvio = (e: EnvioLeido) => e.estado === 'enviado' || e.estado === 'fallido';

export interface CorreoLeido {
  /** The stored configuration (null: never saved, the defaults are in use). */
  guardada: null | {
    proveedor: 'ses' | 'smtp';
    from: string;
    smtpHost: string;
    /** Template id → its stored subject and body. */
    plantillas: Record<string, { subject?: string; html?: string; enabled?: boolean }>;
  };
  /** The sender sends use (the stored one, else the deployment's MAIL_FROM). */
  from: string;
  /** The send log's newest entries, newest first. */
  envios: EnvioLeido[];
}

export interface Lecturas {
  health: HealthRecord | undefined;
  clavesPlataforma: ClaveLeida[];
  correo: CorreoLeido;
  ejecuciones: EjecucionJob[];
  planes: Array<{ activo?: boolean }>;
  empresasActivas: number;
  federacion: { google: boolean; microsoft: boolean };
}

const MIN = 60_000;
const enPlazo = (iso: string | null | undefined, minutos: number, now: Date) =>
  !!iso && now.getTime() - Date.parse(iso) <= PERIODOS_DE_GRACIA * minutos * MIN;

/** A platform key features may use (D60's rule): enabled and not failing its last test. */
export const claveActiva = (c: ClaveLeida) => c.habilitada && c.estado.isValid !== false;

const masReciente = (fechas: Array<string | null | undefined>) =>
  fechas.filter((f): f is string => !!f).sort((a, b) => b.localeCompare(a))[0] ?? null;

function trabajos(ejecuciones: EjecucionJob[], now: Date, lista: readonly JobDef[]): TrabajoSistema[] {
  return lista.map((j) => {
    const e = ejecuciones.find((x) => x.job === j.id);
    return {
      id: j.id,
      resumen: j.summary,
      cadaMinutos: j.rateMinutes,
      ultimaEjecucion: e?.inicio ?? null,
      resultado: e?.resultado ?? null,
      error: e?.error ?? null,
      alDia: !!e && e.resultado === 'ok' && enPlazo(e.inicio, j.rateMinutes, now),
    };
  });
}

function componentes(l: Lecturas, t: TrabajoSistema[], now: Date): ComponenteSistema[] {
  const periodoHealth = JOBS.find((j) => j.id === 'health')?.rateMinutes ?? 5;
  const h = l.health;
  const healthAlDia = enPlazo(h?.timestamp, periodoHealth, now);

  const api: ComponenteSistema = h
    ? {
        id: 'api',
        nombre: 'API',
        estado: healthAlDia ? 'ok' : 'aviso',
        valor: healthAlDia ? 'Online' : 'Sin comprobación reciente',
        detalle: healthAlDia
          ? `Última comprobación de salud (${h.checkedBy === 'job' ? 'trabajo programado' : 'petición'}) dentro de su periodo de ${periodoHealth} min`
          : `La última comprobación de salud tiene más de ${PERIODOS_DE_GRACIA * periodoHealth} min: revisa el trabajo 'health'`,
        observadoEn: h.timestamp,
      }
    : {
        id: 'api',
        nombre: 'API',
        estado: 'sin_datos',
        valor: 'Sin datos',
        detalle: 'Todavía no hay ninguna comprobación de salud guardada',
        observadoEn: null,
      };

  const baseDatos: ComponenteSistema = h
    ? {
        id: 'base_datos',
        nombre: 'Base de datos',
        estado: h.database === 'ok' ? (healthAlDia ? 'ok' : 'aviso') : 'error',
        valor: h.database === 'ok' ? 'Conectada' : 'Sin conexión',
        detalle:
          h.database === 'ok' ? `Respondió en ${h.latencyMs} ms en la última comprobación` : 'La última comprobación no pudo leer la tabla',
        observadoEn: h.timestamp,
      }
    : {
        id: 'base_datos',
        nombre: 'Base de datos',
        estado: 'sin_datos',
        valor: 'Sin datos',
        detalle: 'Todavía no hay ninguna comprobación de salud guardada',
        observadoEn: null,
      };

  const activas = l.clavesPlataforma.filter(claveActiva);
  const fallan = l.clavesPlataforma.filter((c) => c.estado.isValid === false);
  const nombres = (cs: ClaveLeida[]) => cs.map((c) => PROVEEDOR[c.proveedor].nombre).join(', ');
  const ia: ComponenteSistema = {
    id: 'ia',
    nombre: 'Proveedores de IA',
    estado: activas.length === 0 ? 'error' : fallan.length > 0 ? 'aviso' : 'ok',
    valor: `${activas.length}/${PROVEEDORES_IA.length} Activos`,
    detalle: [
      activas.length ? `Activos: ${nombres(activas)}` : 'Ninguna clave de la plataforma activa',
      fallan.length ? `Fallan en su última prueba: ${nombres(fallan)}` : '',
    ]
      .filter(Boolean)
      .join('. '),
    observadoEn: masReciente(l.clavesPlataforma.map((c) => c.estado.probadaEn)),
  };

  const { correo } = l;
  const proveedor = correo.guardada?.proveedor ?? 'ses';
  const decisivos = correo.envios.filter(esEnvio);
  const fallidos = decisivos.filter((e) => e.estado === 'fallido');
  const ultimo = decisivos[0];
  const smtpSinServidor = proveedor === 'smtp' && !correo.guardada?.smtpHost;
  const estadoCorreo: EstadoLectura =
    smtpSinServidor || ultimo?.estado === 'fallido' ? 'error' : !ultimo ? 'sin_datos' : fallidos.length ? 'aviso' : 'ok';
  const mail: ComponenteSistema = {
    id: 'correo',
    nombre: 'Correo',
    estado: estadoCorreo,
    valor: smtpSinServidor ? 'Sin servidor SMTP' : !ultimo ? 'Sin envíos' : ultimo.estado === 'fallido' ? 'Con fallos' : 'Operativo',
    detalle: [
      `${proveedor === 'smtp' ? `SMTP (${correo.guardada?.smtpHost || 'sin servidor'})` : 'Amazon SES'} · remitente ${correo.from}`,
      correo.guardada ? '' : 'configuración por defecto (sin guardar)',
      decisivos.length ? `${fallidos.length} fallido(s) en los últimos ${decisivos.length} envíos` : 'ningún envío registrado',
    ]
      .filter(Boolean)
      .join(' · '),
    observadoEn: correo.envios[0]?.fecha ?? null,
  };

  const conDatos = t.filter((x) => x.ultimaEjecucion);
  const conError = t.filter((x) => x.resultado === 'error');
  const alDia = t.filter((x) => x.alDia);
  const trabajosC: ComponenteSistema = {
    id: 'trabajos',
    nombre: 'Trabajos programados',
    estado: conDatos.length === 0 ? 'sin_datos' : conError.length ? 'error' : alDia.length === t.length ? 'ok' : 'aviso',
    valor: alDia.length === t.length ? 'Operativo' : `${alDia.length}/${t.length} al día`,
    detalle: conError.length
      ? `Falló la última ejecución de: ${conError.map((x) => x.id).join(', ')}`
      : alDia.length === t.length
        ? 'Todos se ejecutaron dentro de su periodo'
        : `Sin ejecución reciente: ${t
            .filter((x) => !x.alDia)
            .map((x) => x.id)
            .join(', ')}`,
    observadoEn: masReciente(t.map((x) => x.ultimaEjecucion)),
  };

  return [api, baseDatos, ia, mail, trabajosC];
}

function checklist(l: Lecturas, t: TrabajoSistema[], now: Date): ItemChecklist[] {
  const item = (id: string, titulo: string, implementado: boolean, si: string, no: string): ItemChecklist => ({
    id,
    titulo,
    implementado,
    detalle: implementado ? si : no,
  });
  const planesActivos = l.planes.filter((p) => p.activo !== false).length;
  const activas = l.clavesPlataforma.filter(claveActiva);
  const g = l.correo.guardada;
  const ultimoEnvio = l.correo.envios.find(esEnvio);
  const plantillasGuardadas = g ? PLANTILLAS_EMAIL.filter((id) => g.plantillas[id]?.subject && g.plantillas[id]?.html).length : 0;
  const federadas = [l.federacion.google && 'Google', l.federacion.microsoft && 'Microsoft'].filter(Boolean).join(' y ');
  const health = JOBS.find((j) => j.id === 'health');
  const healthAlDia = enPlazo(l.health?.timestamp, health?.rateMinutes ?? 5, now);
  const atrasados = t.filter((x) => !x.alDia).map((x) => x.id);

  return [
    item(
      'planes',
      'Planes de suscripción',
      planesActivos > 0,
      `${planesActivos} plan(es) activo(s) para nuevas empresas`,
      'No hay ningún plan activo: siémbralos con el despliegue o crea uno en la pestaña Planes',
    ),
    item(
      'clave_ia',
      'Clave de IA de la plataforma',
      activas.length > 0,
      `${activas.length} proveedor(es) con clave activa`,
      'Ninguna clave de la plataforma habilitada y funcionando: añádela en Config APIs Globales',
    ),
    item(
      'correo_configurado',
      'Configuración de correo guardada',
      !!g && !!g.from && !(g.proveedor === 'smtp' && !g.smtpHost),
      `Remitente ${g?.from ?? ''} por ${g?.proveedor === 'smtp' ? 'SMTP' : 'Amazon SES'}`,
      g
        ? 'Falta el remitente o el servidor SMTP elegido'
        : 'Se usan los valores por defecto: revísalos y guárdalos en Configuración › Email',
    ),
    item(
      'correo_enviado',
      'Envío de correo comprobado',
      ultimoEnvio?.estado === 'enviado',
      'El último correo registrado salió bien',
      ultimoEnvio ? 'El último correo registrado falló: revisa el registro de envíos' : 'Todavía no se ha enviado ningún correo',
    ),
    item(
      'plantillas',
      'Plantillas de email',
      plantillasGuardadas === PLANTILLAS_EMAIL.length,
      `Las ${PLANTILLAS_EMAIL.length} plantillas guardadas`,
      `${plantillasGuardadas} de ${PLANTILLAS_EMAIL.length} plantillas guardadas: guarda la configuración de email (o 'Inicializar Configuración')`,
    ),
    item(
      'federacion',
      'Inicio de sesión con Google o Microsoft',
      !!federadas,
      `Configurado: ${federadas}`,
      'Sin proveedor de identidad federado: despliega con googleClientId o microsoftClientId',
    ),
    item(
      'health',
      'Comprobación de salud en su periodo',
      healthAlDia,
      `El trabajo 'health' comprobó la base de datos hace menos de ${PERIODOS_DE_GRACIA * (health?.rateMinutes ?? 5)} min`,
      l.health ? 'La última comprobación de salud está atrasada' : 'La comprobación de salud no se ha ejecutado todavía',
    ),
    item(
      'trabajos',
      'Trabajos programados al día',
      atrasados.length === 0,
      `Los ${t.length} trabajos se ejecutaron dentro de su periodo`,
      `Sin ejecución correcta reciente: ${atrasados.join(', ')}`,
    ),
    item(
      'empresas',
      'Primera empresa activa',
      l.empresasActivas > 0,
      `${l.empresasActivas} empresa(s) activa(s)`,
      "Todavía no hay empresas activas: crea la primera con 'Nueva Empresa'",
    ),
  ];
}

export function calcularEstadoSistema(l: Lecturas, now: Date, lista: readonly JobDef[] = JOBS): EstadoSistema {
  const t = trabajos(l.ejecuciones, now, lista);
  const fallosCorreo = l.correo.envios
    .filter((e) => e.estado === 'fallido')
    .slice(0, 5)
    .map((e) => ({ fecha: e.fecha, plantilla: e.plantilla, error: e.error }));
  return { leidoEn: now.toISOString(), componentes: componentes(l, t, now), trabajos: t, fallosCorreo, checklist: checklist(l, t, now) };
}
