// The apply page of a vacancy with a published link (issue 66 item 3, D187): what it shows — the job,
// the company, whether it takes applications and the form's notice. Apart from postulacion.ts so the
// page's function carries no mail, keys or queue client.
import { avisoPostulacion, versionDelAvisoPostulacion } from '../../../shared/aviso-postulacion.js';
import { representanteDeEmpresa } from '../../../shared/aviso-entrevista.js';
import { hablarComoEmpresa } from '../variante-peticion.js';
import { leyDe, varianteDe, paisDeEmpresa } from '../../../shared/paises.js';
import { ENTREVISTAS } from '../../../shared/constants.js';
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { fmt, postulacion as msg, publico as msgPublico } from '../../../shared/messages.js';
import { LIMITES_PUBLICO } from '../../../shared/publico-limites.js';
import { mesesDeRetencion } from '../../../shared/retencion.js';
import { FORMATO_ENLACE_VACANTE, type PaginaVacante } from '../../../shared/schemas/postulacion.js';
import { config } from '../config.js';
import { getEmpresa, type EmpresaItem } from '../db/empresas.js';
import { limiteKeys, tomarIntentos } from '../db/limites.js';
import { vacantePorEnlace, type VacanteItem } from '../db/vacantes.js';
import { NotFoundError } from '../errors.js';

const noEncontrado = () => new NotFoundError(msg.noEncontrado);

/** The vacancy a code names while its link is published; 404 for anything else (a malformed code is not looked up). */
export async function vacanteDeEnlace(codigo: string): Promise<VacanteItem> {
  if (!FORMATO_ENLACE_VACANTE.test(codigo)) throw noEncontrado();
  const v = await vacantePorEnlace(codigo);
  if (!v) throw noEncontrado();
  return v;
}

/** The company of a vacancy's link, for the Spanish of a refusal met before the link is read (a body's check, D215). */
export async function empresaDelEnlace({ codigo }: { codigo: string }) {
  const v = FORMATO_ENLACE_VACANTE.test(codigo) ? await vacantePorEnlace(codigo) : undefined;
  return v ? getEmpresa(v.empresaId) : undefined;
}

const colorDe = (empresa: EmpresaItem) =>
  (empresa.configuracion as { coloresPrimarios?: { primario?: string } } | undefined)?.coloresPrimarios?.primario ?? null;

/** The notice the form shows, as the company and the vacancy are now (its country's law on that day, D214). */
function aviso(empresa: EmpresaItem, v: VacanteItem, now: Date) {
  const nombre = nombreEmpresa(empresa);
  const contacto = String(empresa.email ?? nombre);
  const misDatos = `${config.webOrigin.replace(/\/$/, '')}/mis-datos`;
  const pais = paisDeEmpresa(empresa);
  const ley = leyDe(pais, now);
  // … in the Spanish its candidates read (D215).
  const variante = varianteDe(pais);
  // Its representative where that law asks for one (Peru), as the interview's notice prints it (D216).
  const representante = representanteDeEmpresa(empresa);
  return {
    version: versionDelAvisoPostulacion({ ley, variante, representante }),
    parrafos: avisoPostulacion({
      empresa: nombre,
      titulo: v.titulo,
      contacto,
      misDatos,
      meses: mesesDeRetencion(empresa),
      ley,
      variante,
      representante,
    }),
    enlaces: { misDatos, contacto },
  };
}

/** GET /api/publico/vacantes/{codigo}: what the apply page shows (a paused or closed vacancy too: the page says so). */
export async function paginaVacante(codigo: string, origen: string, now = new Date()): Promise<PaginaVacante> {
  // The same per-address budget as the interview's page (a page read, not an application).
  await tomarIntentos([[limiteKeys.publicoOrigen(origen), LIMITES_PUBLICO.porOrigen]], LIMITES_PUBLICO.ventanaMs, now.getTime(), (e) =>
    fmt(msgPublico.demasiadas, { espera: e }),
  );
  const v = await vacanteDeEnlace(codigo);
  const empresa = await getEmpresa(v.empresaId);
  if (!empresa) throw noEncontrado();
  hablarComoEmpresa(empresa);
  return {
    titulo: v.titulo,
    lugar: v.lugar ?? '',
    remoto: v.remoto === true,
    estado: v.estado,
    empresa: { nombre: nombreEmpresa(empresa), color: colorDe(empresa) },
    duracionEstimada: ENTREVISTAS.duracionPorDefecto,
    aviso: aviso(empresa, v, now),
    variante: varianteDe(paisDeEmpresa(empresa)),
  };
}
