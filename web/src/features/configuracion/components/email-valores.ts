// The Email panel's form values and their checks (part 2 §5 "Email panel", §9 "Email defaults"):
// what the fields hold (the port and the retries as typed), the PUT body they stand for, checked
// with the contract's EmailConfigEntrada and problemaDePlantilla — the server's own checks — plus
// the fields §5 marks required, as the server asks for them: the sender always, the SMTP server,
// user and password when SMTP is the one in use. Each error lands on its field and names its tab.
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  CATEGORIAS_EMAIL,
  type CategoriaEmail,
  DEFINICION_PLANTILLAS,
  PLANTILLAS_POR_CATEGORIA,
  type PlantillaId,
} from '@shared/email/plantillas';
import { problemaDePlantilla } from '@shared/email/render';
import { email as msgEmail } from '@shared/messages';
import { emailConfigPorDefecto } from '@shared/email/por-defecto';
import { EmailConfigEntrada, type Plantilla, type ProveedorEmail } from '@shared/schemas/email';
import { ponerError } from '../../../lib/form-errors';

export interface Valores {
  proveedor: ProveedorEmail;
  smtp: { host: string; port: string; secure: boolean; user: string; password: string };
  from: { name: string; email: string };
  replyTo: string;
  maxRetries: string;
  emails: Record<CategoriaEmail, { email: string; name: string }>;
  templates: Record<CategoriaEmail, Record<string, Plantilla>>;
}

/** The tabs in the order the panel shows them. */
export const PESTANAS = ['smtp', 'emails', 'plantillas', 'avanzado'] as const;
export type Pestana = (typeof PESTANAS)[number];

/** What the form is filled from: the server's configuration, the local copy or the defaults. */
export interface Fuente {
  proveedor: ProveedorEmail;
  smtp: { host: string; port: number; secure: boolean; user: string };
  from: { name: string; email: string };
  replyTo: string;
  maxRetries: number;
  emails: Valores['emails'];
  templates: Partial<Record<CategoriaEmail, Partial<Record<string, Plantilla>>>>;
}

/**
 * The form's context: the server as stored. An empty password field keeps the stored password, but
 * only for the same host and user (the server never hands it to another one).
 */
export interface Contexto {
  passwordConfigurada: boolean;
  host: string;
  user: string;
}

/** Whether an empty password field would keep a stored password (same server and user). */
export function usaPasswordGuardada(smtp: { host: string; user: string }, ctx: Contexto): boolean {
  return ctx.passwordConfigurada && smtp.host.trim() === ctx.host && smtp.user.trim() === ctx.user;
}

/** The server's own texts (shared/messages.ts `email`), so both say the same. */
export const MENSAJES = {
  host: msgEmail.hostObligatorio,
  user: msgEmail.usuarioObligatorio,
  password: msgEmail.passwordObligatoria,
  fromName: msgEmail.remitenteNombreObligatorio,
  fromEmail: msgEmail.remitenteEmailObligatorio,
  port: msgEmail.puertoEntero,
  maxRetries: msgEmail.reintentosRango,
  pruebaHost: msgEmail.pruebaHost,
  pruebaUser: msgEmail.pruebaUsuario,
  pruebaPassword: msgEmail.pruebaPassword,
} as const;

export function valoresDe(f: Fuente): Valores {
  const defecto = emailConfigPorDefecto();
  const templates = Object.fromEntries(
    CATEGORIAS_EMAIL.map((c) => [
      c,
      Object.fromEntries(PLANTILLAS_POR_CATEGORIA[c].map((id) => [id, { ...(f.templates[c]?.[id] ?? defecto.templates[c][id]!) }])),
    ]),
  ) as Valores['templates'];
  return {
    proveedor: f.proveedor,
    smtp: { host: f.smtp.host, port: String(f.smtp.port), secure: f.smtp.secure, user: f.smtp.user, password: '' },
    from: { ...f.from },
    replyTo: f.replyTo,
    maxRetries: String(f.maxRetries),
    emails: Object.fromEntries(CATEGORIAS_EMAIL.map((c) => [c, { ...(f.emails[c] ?? defecto.emails[c]) }])) as Valores['emails'],
    templates,
  };
}

/** A whole number as typed, or NaN. */
function entero(texto: string): number {
  return /^\s*\d+\s*$/.test(texto) ? Number(texto) : Number.NaN;
}

/** The PUT body the values stand for: an empty password keeps the stored one. */
export function cuerpoDe(v: Valores): EmailConfigEntrada {
  const { password, ...smtp } = v.smtp;
  return {
    proveedor: v.proveedor,
    smtp: { ...smtp, port: entero(v.smtp.port), ...(password ? { password } : {}) },
    from: v.from,
    replyTo: v.replyTo,
    maxRetries: entero(v.maxRetries),
    emails: v.emails,
    templates: v.templates as EmailConfigEntrada['templates'],
  };
}

/** The tab that shows a field (a dotted path of the form). */
export function pestanaDe(campo: string): Pestana {
  if (campo.startsWith('templates')) return 'plantillas';
  if (campo.startsWith('emails') || campo === 'replyTo') return 'emails';
  if (campo === 'maxRetries') return 'avanzado';
  return 'smtp';
}

/**
 * The form field a path of the body names (the server's `details[].campo` starts with
 * `emailConfig.`); a template's own problem is shown under its body.
 */
export function campoDe(path: readonly (string | number)[]): string {
  const partes = path.map(String);
  if (partes[0] === 'emailConfig') partes.shift();
  if (partes[0] === 'smtpConfig') partes[0] = 'smtp';
  if (partes[0] === 'templates' && partes.length === 3) partes.push('html');
  return partes.join('.');
}

/** The category and template of a `templates.{c}.{id}.…` field. */
export function plantillaDe(campo: string): { categoria: CategoriaEmail; id: PlantillaId } | null {
  const [t, c, id] = campo.split('.');
  if (t !== 'templates' || !(CATEGORIAS_EMAIL as readonly string[]).includes(c ?? '')) return null;
  const categoria = c as CategoriaEmail;
  return (PLANTILLAS_POR_CATEGORIA[categoria] as readonly string[]).includes(id ?? '') ? { categoria, id: id as PlantillaId } : null;
}

/** A template's problem, on the field it is in: the subject's, else the body's (placeholders of both). */
export function problemasDePlantilla(id: PlantillaId, t: Plantilla): { subject?: string; html?: string } {
  const def = DEFINICION_PLANTILLAS[id];
  // The subject alone: the placeholders a whole text needs (D180) are the body's to say.
  const delAsunto = problemaDePlantilla({ ...def, obligatorias: [] }, { subject: t.subject, html: 'x' });
  if (delAsunto) return { subject: delAsunto };
  const todo = problemaDePlantilla(def, t);
  return todo ? { html: todo } : {};
}

/** Every problem of the values, by field (first one per field), in the order of the tabs. */
export function erroresDe(v: Valores, ctx: Contexto): Map<string, string> {
  const errores = new Map<string, string>();
  const poner = (campo: string, mensaje: string) => {
    if (!errores.has(campo)) errores.set(campo, mensaje);
  };
  if (v.proveedor === 'smtp') {
    if (!v.smtp.host.trim()) poner('smtp.host', MENSAJES.host);
    if (!v.smtp.user.trim()) poner('smtp.user', MENSAJES.user);
    if (!v.smtp.password && !usaPasswordGuardada(v.smtp, ctx)) poner('smtp.password', MENSAJES.password);
  }
  // Whoever sends, every email needs its sender.
  if (!v.from.name.trim()) poner('from.name', MENSAJES.fromName);
  if (!v.from.email.trim()) poner('from.email', MENSAJES.fromEmail);
  const cuerpo = cuerpoDe(v);
  if (Number.isNaN(cuerpo.smtp.port)) poner('smtp.port', MENSAJES.port);
  if (Number.isNaN(cuerpo.maxRetries)) poner('maxRetries', MENSAJES.maxRetries);
  for (const c of CATEGORIAS_EMAIL) {
    for (const id of PLANTILLAS_POR_CATEGORIA[c]) {
      const t = v.templates[c][id];
      if (!t) continue;
      const p = problemasDePlantilla(id, t);
      if (p.subject) poner(`templates.${c}.${id}.subject`, p.subject);
      if (p.html) poner(`templates.${c}.${id}.html`, p.html);
    }
  }
  const r = EmailConfigEntrada.safeParse({
    ...cuerpo,
    smtp: { ...cuerpo.smtp, port: Number.isNaN(cuerpo.smtp.port) ? 587 : cuerpo.smtp.port },
    maxRetries: Number.isNaN(cuerpo.maxRetries) ? 3 : cuerpo.maxRetries,
  });
  if (!r.success) for (const issue of r.error.issues) poner(campoDe(issue.path as (string | number)[]), issue.message);
  return new Map([...errores].sort(([a], [b]) => PESTANAS.indexOf(pestanaDe(a)) - PESTANAS.indexOf(pestanaDe(b))));
}

export const resolver: Resolver<Valores, Contexto, EmailConfigEntrada> = async (valores, ctx) => {
  const errores = erroresDe(valores, ctx ?? { passwordConfigurada: false, host: '', user: '' });
  if (errores.size === 0) {
    // Parsed again for its output (trimmed, lower-case addresses).
    return { values: EmailConfigEntrada.parse(cuerpoDe(valores)), errors: {} };
  }
  const errors: Record<string, unknown> = {};
  for (const [campo, mensaje] of errores) ponerError(errors, campo, mensaje);
  return { values: {}, errors: errors as FieldErrors<Valores> };
};
