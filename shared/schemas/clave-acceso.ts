// A company's API keys (D145): the credential an ATS or a script of the company uses
// instead of a person's session. What a key may do is its scopes (`alcances`), each one a set of
// route rows marked with it (`claveApi` in shared/routes/); a key acts for its own company only.
// The secret is `tk_` and 43 URL-safe characters (32 random bytes), shown once when the key is
// made and stored only as its SHA-256 (functions/lib/auth/clave-acceso.ts).
import * as z from 'zod/mini';
import { clavesAcceso as msg, fmt } from '../messages.js';
import { Id } from './comun.js';

/**
 * The scopes a key may hold. Each names what the rows marked with it do:
 * - candidatos:leer / candidatos:escribir: list and read candidates / create and update them;
 * - entrevistas:leer: list the company's interviews and their states;
 * - entrevistas:escribir: schedule an interview and get its candidate's link;
 * - informes:leer: read one interview with its AI report and review, and the reports' list;
 * - greenhouse: Greenhouse's Assessment Partner calls (list the services, send one, its status).
 */
export const ALCANCES_CLAVE = [
  'candidatos:leer',
  'candidatos:escribir',
  'entrevistas:leer',
  'entrevistas:escribir',
  'informes:leer',
  'greenhouse',
] as const;
export type AlcanceClave = (typeof ALCANCES_CLAVE)[number];

/** What each scope allows, in the screen's words. */
export const ALCANCE_ETIQUETA: Record<AlcanceClave, { titulo: string; descripcion: string }> = {
  'candidatos:leer': { titulo: 'Leer candidatos', descripcion: 'Listar y consultar los candidatos de la empresa' },
  'candidatos:escribir': { titulo: 'Escribir candidatos', descripcion: 'Dar de alta y modificar candidatos' },
  'entrevistas:leer': { titulo: 'Leer entrevistas', descripcion: 'Listar las entrevistas y su estado' },
  'entrevistas:escribir': { titulo: 'Programar entrevistas', descripcion: 'Programar entrevistas y obtener el enlace del candidato' },
  'informes:leer': { titulo: 'Leer informes', descripcion: 'Consultar una entrevista con su informe y su revisión' },
  greenhouse: { titulo: 'Greenhouse', descripcion: 'Las llamadas de Greenhouse (Assessment Partner API)' },
};

/** The scopes a new key gets unless others are chosen: the ATS's usual set (Greenhouse is its own). */
export const ALCANCES_POR_DEFECTO: readonly AlcanceClave[] = [
  'candidatos:leer',
  'candidatos:escribir',
  'entrevistas:leer',
  'entrevistas:escribir',
  'informes:leer',
];

export const CLAVES_ACCESO = {
  prefijo: 'tk_',
  /** Bytes of CSPRNG entropy in the secret (256 bits). */
  bytesAleatorios: 32,
  /** Characters of the secret kept in clear to tell keys apart on the screen (`tk_` and 6 more). */
  caracteresVisibles: 9,
  nombreMax: 80,
  /** Keys a company may hold at once (revoked ones do not count). */
  maxPorEmpresa: 25,
  /** The furthest expiry a key may be given. */
  caducidadMaximaDias: 730,
  /** Requests one key may make per window (DynamoDB counter per key: functions/lib/auth/clave-acceso.ts). */
  peticionesPorVentana: 300,
  ventanaMs: 60_000,
  /** The key's last use is written at most this often (a read does not write every time). */
  ultimoUsoCadaMs: 60_000,
} as const;

/** The «Nueva clave» form's expiry choices: days from now, or none. The form's default is a year. */
export const CADUCIDADES_CLAVE = [
  { valor: '30', dias: 30, etiqueta: '30 días' },
  { valor: '90', dias: 90, etiqueta: '90 días' },
  { valor: '365', dias: 365, etiqueta: '1 año' },
  { valor: 'nunca', dias: null, etiqueta: 'Sin caducidad' },
] as const;
export type CaducidadClave = (typeof CADUCIDADES_CLAVE)[number]['valor'];
export const CADUCIDAD_POR_DEFECTO: CaducidadClave = '365';

/** A secret as the server makes them; anything else is no key of ours (refused before any read). */
export const FORMATO_CLAVE_ACCESO = /^tk_[A-Za-z0-9_-]{43}$/;

export const ESTADOS_CLAVE = ['activa', 'caducada', 'revocada'] as const;
export type EstadoClave = (typeof ESTADOS_CLAVE)[number];

/** A key's state at `now`: revoked, past its expiry, or active. */
export function estadoClave(c: { revocadaEn?: string | null; expiraEn?: string | null }, now: Date): EstadoClave {
  if (c.revocadaEn) return 'revocada';
  if (c.expiraEn && Date.parse(c.expiraEn) <= now.getTime()) return 'caducada';
  return 'activa';
}

/** A key as the list shows it: never its secret, nor its hash. */
export const ClaveAcceso = z.object({
  id: Id,
  nombre: z.string(),
  alcances: z.array(z.enum(ALCANCES_CLAVE)),
  /** The secret's first characters (`tk_AbC123`), to tell keys apart. */
  prefijo: z.string(),
  creadaEn: z.string(),
  creadaPor: z.object({ id: z.string(), nombre: z.string() }),
  expiraEn: z.nullable(z.string()),
  /** When it last authenticated a request (written at most once a minute); null if never. */
  ultimoUso: z.nullable(z.string()),
  revocadaEn: z.nullable(z.string()),
  estado: z.enum(ESTADOS_CLAVE),
});
export type ClaveAcceso = z.output<typeof ClaveAcceso>;

export const ClavesAccesoQuery = z.object({ empresaId: z.optional(Id) });

export const ClavesAccesoData = z.object({ items: z.array(ClaveAcceso) });

const AlcanceValido = z.enum(ALCANCES_CLAVE, { error: fmt(msg.alcanceDesconocido, { alcances: ALCANCES_CLAVE.join(', ') }) });
const Alcances = z.array(AlcanceValido, { error: msg.alcancesObligatorios }).check(
  z.minLength(1, msg.alcancesObligatorios),
  z.refine((a) => new Set(a).size === a.length, msg.alcanceRepetido),
);

/** POST /api/claves-acceso: a name, the scopes and, optionally, when it stops working. */
export const ClaveAccesoCreate = z.strictObject({
  /** The superadmin names the company; a company admin's key is always their own company's. */
  empresaId: z.optional(Id),
  nombre: z
    .string({ error: msg.nombreObligatorio })
    .check(
      z.trim(),
      z.minLength(1, msg.nombreObligatorio),
      z.maxLength(CLAVES_ACCESO.nombreMax, fmt(msg.nombreLargo, { max: CLAVES_ACCESO.nombreMax })),
    ),
  alcances: Alcances,
  /** ISO 8601 date-time; absent or null: it does not expire (revoke it to end it). */
  expiraEn: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});
export type ClaveAccesoCreate = z.output<typeof ClaveAccesoCreate>;

/** The created key and, this once, its secret. */
export const ClaveAccesoCreada = z.object({ clave: ClaveAcceso, secreto: z.string() });

export const ClaveAccesoIdParams = z.object({ id: Id });
