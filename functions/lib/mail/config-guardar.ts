// Saving the platform's email configuration (D62): every template checked with the same
// function the panel uses, the SMTP password sealed (kept when the panel sends none, for the same
// server and user only), nothing written when anything is wrong.
import { email as msg } from '../../../shared/messages.js';
import { CATEGORIAS_EMAIL, DEFINICION_PLANTILLAS, PLANTILLAS_POR_CATEGORIA } from '../../../shared/email/plantillas.js';
import { problemaDePlantilla } from '../../../shared/email/render.js';
import type { EmailConfigEntrada, EmailConfigMostrada } from '../../../shared/schemas/email.js';
import type { Caller } from '../auth/caller.js';
import { sellar } from '../cifrado.js';
import { type EmailConfigItem, guardarEmailConfig, leerEmailConfig } from '../db/email.js';
import { ValidationError } from '../errors.js';
import { CONTEXTO_SMTP, mostrarItem, olvidarConfigEmail } from './config.js';

function problemas(entrada: EmailConfigEntrada, hayPassword: boolean): Array<{ campo: string; msg: string }> {
  const errores: Array<{ campo: string; msg: string }> = [];
  for (const c of CATEGORIAS_EMAIL)
    for (const id of PLANTILLAS_POR_CATEGORIA[c]) {
      const t = (entrada.templates[c] as Record<string, { subject: string; html: string }>)[id]!;
      const problema = problemaDePlantilla(DEFINICION_PLANTILLAS[id], t);
      if (problema) errores.push({ campo: `templates.${c}.${id}`, msg: problema });
    }
  if (!entrada.from.email) errores.push({ campo: 'from.email', msg: msg.remitenteEmailObligatorio });
  if (!entrada.from.name) errores.push({ campo: 'from.name', msg: msg.remitenteNombreObligatorio });
  if (entrada.proveedor === 'smtp') {
    // Spec §6 marks these required in the panel; they are, when SMTP is what sends.
    if (!entrada.smtp.host) errores.push({ campo: 'smtp.host', msg: msg.hostObligatorio });
    if (!entrada.smtp.user) errores.push({ campo: 'smtp.user', msg: msg.usuarioObligatorio });
    if (!hayPassword) errores.push({ campo: 'smtp.password', msg: msg.passwordObligatoria });
  }
  return errores;
}

/** PUT /api/configuracion/global {emailConfig}: all checked first, nothing written on a problem. */
/** Throws the first problem (with all of them as field errors). */
export async function guardarConfigEmail(entrada: EmailConfigEntrada, caller: Caller, now = new Date()): Promise<EmailConfigMostrada> {
  const actual = await leerEmailConfig();
  const nueva = entrada.smtp.password ? entrada.smtp.password : undefined;
  // The stored password stays only for the same server and user: it is never handed to another host.
  const mismoServidor = !!actual && actual.smtp.host === entrada.smtp.host && actual.smtp.user === entrada.smtp.user;
  const sobreActual = mismoServidor ? actual?.smtp.sobre : undefined;
  const errores = problemas(entrada, !!nueva || !!sobreActual);
  if (errores.length > 0) throw new ValidationError(errores[0]!.msg, errores);
  const { password: _password, ...smtp } = entrada.smtp;
  const sobre = nueva ? await sellar(nueva, CONTEXTO_SMTP) : sobreActual;
  const item: EmailConfigItem = {
    proveedor: entrada.proveedor,
    smtp: { ...smtp, ...(sobre ? { sobre } : {}) },
    from: entrada.from,
    replyTo: entrada.replyTo,
    maxRetries: entrada.maxRetries,
    emails: entrada.emails,
    templates: entrada.templates,
    actualizadaEn: now.toISOString(),
    actualizadaPor: caller.userId,
  };
  await guardarEmailConfig(item);
  olvidarConfigEmail();
  return mostrarItem(item);
}
