// Built-in email templates (spec part 2 §3 "Email config": template names per category; the spec
// names resetPassword in administracion without its text, so its text is the product's). The
// platform's email configuration screen can override subject and body later; until then these
// defaults are what is sent. Placeholders are `{nombre}`; values are HTML-escaped.
import { fmt } from '../../../shared/messages.js';
import type { Mail } from './send.js';

export const PLANTILLAS_POR_DEFECTO = {
  invitacionUsuario: {
    subject: 'Te damos la bienvenida a Talentia, {nombre}',
    html:
      '<p>Hola {nombre}:</p><p>{nombreAdmin} te ha dado acceso a <strong>Talentia</strong> en <strong>{nombreEmpresa}</strong> con el rol {rol}.</p>' +
      '<p>Entra en <a href="{urlAcceso}">{urlAcceso}</a> con tu email <strong>{email}</strong> y esta contraseña:</p>' +
      '<p style="font-family:monospace;font-size:16px">{password}</p><p>Al entrar por primera vez te pediremos que elijas tu propia contraseña. Después podrás personalizar tu perfil.</p>',
  },
  credencialesAdministrador: {
    subject: 'Credenciales de administrador de {nombreEmpresa} en Talentia',
    html:
      '<p>Hola {nombre}:</p><p>Se ha creado la empresa <strong>{nombreEmpresa}</strong> en Talentia y eres su administrador.</p>' +
      '<p>Entra en <a href="{urlAcceso}">{urlAcceso}</a> con tu email <strong>{email}</strong> y esta contraseña:</p>' +
      '<p style="font-family:monospace;font-size:16px">{password}</p><p>Al entrar por primera vez te pediremos que elijas tu propia contraseña. Desde Talentia podrás crear los usuarios de tu equipo.</p>',
  },
  resetPassword: {
    subject: 'Restablece tu contraseña de Talentia',
    html:
      '<p>Hola {nombre}:</p><p>Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de <strong>Talentia</strong> ({email}).</p>' +
      '<p>Para elegir una contraseña nueva, abre este enlace: <a href="{enlace}">{enlace}</a></p>' +
      '<p>El enlace caduca en {minutos} minutos y solo se puede usar una vez. Al restablecerla se cerrará la sesión en todos tus dispositivos.</p>' +
      '<p>Si no lo has solicitado tú, ignora este mensaje: tu contraseña no cambiará.</p>',
  },
  recordatorioEntrevista: {
    subject: 'Recordatorio: tu entrevista con {nombreEmpresa} es el {fecha}',
    html:
      '<p>Hola {nombreCandidato}:</p><p>Te recordamos tu entrevista con <strong>{nombreEmpresa}</strong> el <strong>{fecha}</strong> (hora de {zonaHoraria}).</p>' +
      '<p>Tipo de entrevista: {servicio}. Duración estimada: {duracion} minutos.</p>' +
      '<p>A la hora indicada, entra desde este enlace: <a href="{enlace}">{enlace}</a></p>' +
      '<p>Te recomendamos conectarte unos minutos antes, desde un lugar tranquilo y con buena conexión.</p>',
  },
} as const;

export type PlantillaId = keyof typeof PLANTILLAS_POR_DEFECTO;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function textFromHtml(html: string): string {
  return html
    .replace(/<\/p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}

export function renderMail(id: PlantillaId, to: string, vars: Record<string, string>): Mail {
  const t = PLANTILLAS_POR_DEFECTO[id];
  const escaped = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeHtml(v)]));
  const html = fmt(t.html, escaped);
  return { to, subject: fmt(t.subject, vars), html, text: textFromHtml(html) };
}
