// A candidates CSV import into a vacancy (D191): the vacancy is checked when the file is accepted (the
// company's, not closed), and each good row's candidate — created by the row, or the one the company
// already has with that e-mail — joins it at «nuevo», each join its own conditional write (the vacancy is
// there and not closed, the candidate is there, they are not in it yet). The join names the import and
// its row, so a redelivered block that meets the row's own join reports it added, not «ya estaba» (a
// later row of the same file with the same e-mail does say «ya estaba»); a join is never written twice.
import { importacion as msg, vacantes as msgVac } from '../../../shared/messages.js';
import type { VacanteFila } from '../../../shared/schemas/importacion.js';
import { getCandidatura, unirCandidatura, type CandidaturaItem } from '../db/candidaturas.js';
import type { ImportacionItem } from '../db/importaciones.js';
import { getVacante, type VacanteItem } from '../db/vacantes.js';
import { ConflictError, NotFoundError } from '../errors.js';

/** The vacancy an import names, when the file is accepted: another company's or an unknown one is 404, a closed one 409. */
export async function vacanteParaImportar(empresaId: string, vacanteId: string): Promise<VacanteItem> {
  const v = await getVacante(empresaId, vacanteId);
  if (!v) throw new NotFoundError(msgVac.noEncontrada);
  if (v.estado === 'cerrada') throw new ConflictError(msgVac.vacanteCerrada);
  return v;
}

class NoAdmite extends ConflictError {}
class Borrado extends ConflictError {}
class YaEsta extends ConflictError {}

/** The row's candidate joins the import's vacancy at «nuevo» (origen: the team); what happened, for the report. */
export async function unirAVacanteDeImportacion(
  imp: Pick<ImportacionItem, 'id' | 'empresaId' | 'creadoPor' | 'creadoPorNombre'> & { vacanteId: string },
  candidatoId: string,
  fila: number,
  now: Date,
): Promise<VacanteFila> {
  const fecha = now.toISOString();
  const por = { id: imp.creadoPor, nombre: imp.creadoPorNombre ?? imp.creadoPor };
  const c: CandidaturaItem = {
    empresaId: imp.empresaId,
    vacanteId: imp.vacanteId,
    candidatoId,
    etapa: 'nuevo',
    unidaEn: fecha,
    movidaEn: fecha,
    movidaPor: por,
    historial: [{ de: null, a: 'nuevo', fecha, por }],
    origen: 'equipo',
    importacion: { id: imp.id, fila },
    version: 1,
  };
  try {
    await unirCandidatura(c, {
      vacante: () => new NoAdmite(msgVac.vacanteCerrada),
      candidato: () => new Borrado(msg.candidatoBorrado),
      yaEsta: () => new YaEsta(msg.yaEnVacante),
    });
    return { resultado: 'anadido' };
  } catch (err) {
    if (err instanceof YaEsta) {
      const actual = await getCandidatura(imp.empresaId, candidatoId, imp.vacanteId);
      // This row's own join, written by a delivery that died before saving its block.
      const propia = actual?.importacion?.id === imp.id && actual.importacion.fila === fila;
      return propia ? { resultado: 'anadido' } : { resultado: 'ya_estaba', motivo: msg.yaEnVacante };
    }
    if (err instanceof NoAdmite) {
      const v = await getVacante(imp.empresaId, imp.vacanteId);
      return { resultado: 'no_anadido', motivo: v ? msgVac.vacanteCerrada : msgVac.noEncontrada };
    }
    if (err instanceof Borrado) return { resultado: 'no_anadido', motivo: err.message };
    throw err;
  }
}
