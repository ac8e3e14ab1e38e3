import { describe, expect, it } from 'vitest';
import { datos as msg, empresas as msgEmpresas, fmt, ubicacionDatos as msgUbicacion } from '../../../shared/messages.js';
import { cambioEntrevista, leerArchivo, MAX_ELEMENTOS_IMPORTACION } from './importacion.js';

const cabecera = { exportInfo: { version: '1.0', fecha: '2026-01-01T00:00:00.000Z', generadoPor: 'a@b.test' }, empresas: [] };

describe('the import file', () => {
  it('is the exported file; anything else is the spec’s message', () => {
    expect(leerArchivo(cabecera).empresas).toEqual([]);
    for (const malo of [
      null,
      [],
      { empresas: [] },
      { ...cabecera, empresas: {} },
      { ...cabecera, datos: [{ empresaId: 'a', elementos: [{ sk: '', item: {} }] }] },
    ])
      expect(() => leerArchivo(malo)).toThrow(msg.importacionInvalida);
  });

  it('refuses a company record holding a representative or a safeguard no route stores (D216, D217), naming the field; keeps an old free-text country and phone', () => {
    const empresa = { id: 'e1', nombreLegal: 'Acme S.A.S.', cif: '900123456-8', email: 'info@acme.test' };
    const con = (extra: object) => ({ ...cabecera, empresas: [{ ...empresa, ...extra }] });
    const salvaguarda = {
      tipo: 'Cláusulas contractuales modelo',
      referencia: 'Anexo 3',
      fechaDocumento: '2026-11-01',
      region: 'us-east-1',
      pais: 'CO',
      por: null,
      fecha: null,
    };
    expect(() =>
      leerArchivo(
        con({ representanteLocal: { nombre: 'Rep SAC', contacto: 'rep@x.pe' }, configuracion: { salvaguardaTransferencia: salvaguarda } }),
      ),
    ).not.toThrow();
    // Before the country list and E.164: kept as written, so a backup of such a company still restores.
    expect(() => leerArchivo(con({ direccion: { pais: 'Portugal' }, telefono: '12' }))).not.toThrow();
    const error = (f: unknown) => {
      try {
        leerArchivo(f);
      } catch (e) {
        return e as { message: string; details?: Array<{ campo: string }> };
      }
      throw new Error('no la rechazó');
    };
    const rep = error(con({ representanteLocal: { nombre: 'Rep SAC', contacto: '  ' } }));
    expect(rep.message).toBe(fmt(msg.empresaArchivoInvalida, { motivo: msgEmpresas.representanteContacto }));
    expect(rep.details?.[0]?.campo).toBe('empresas.0.representanteLocal.contacto');
    const tipo = error(con({ configuracion: { salvaguardaTransferencia: { ...salvaguarda, tipo: 'Un apretón de manos' } } }));
    expect(tipo.message).toBe(fmt(msg.empresaArchivoInvalida, { motivo: msgUbicacion.tipo }));
    expect(tipo.details?.[0]?.campo).toBe('empresas.0.configuracion.salvaguardaTransferencia.tipo');
    expect(error(con({ configuracion: { salvaguardaTransferencia: { ...salvaguarda, fechaDocumento: '1/11/2026' } } })).message).toContain(
      msgUbicacion.fechaDocumento,
    );
  });

  it('has a ceiling of rows', () => {
    const elementos = Array.from({ length: MAX_ELEMENTOS_IMPORTACION + 1 }, (_, i) => ({ sk: `AUDIT#${i}`, item: {} }));
    expect(() => leerArchivo({ ...cabecera, datos: [{ empresaId: 'a', elementos }] })).toThrow(/el máximo en una importación es/);
  });
});

describe('what an interview row moves on the company record', () => {
  const informeIA = {
    softSkills: [{ habilidad: 'x', puntuacion: 8, evaluado: true }],
    conclusiones: 'Candidato recomendado para el puesto.',
  };
  it('a new programada: its state and a plan unit', () => {
    expect(cambioEntrevista({ estado: 'programada' }, undefined)).toEqual({ estado: { a: 'programada' }, cuotas: { entrevistas: 1 } });
  });
  it('a new analysed one: its state and its report in the aggregates, no plan unit', () => {
    const c = cambioEntrevista({ estado: 'analizada', informeIA }, undefined)!;
    expect(c.estado).toEqual({ a: 'analizada' });
    expect(c.cuotas).toBeUndefined();
    expect(c.informes).toMatchObject({ informesGenerados: 1, informesRecomendados: 1 });
  });
  it('the same row again: nothing', () => {
    expect(cambioEntrevista({ estado: 'analizada', informeIA }, { estado: 'analizada', informeIA })).toBeUndefined();
  });
  it('a cancelled one is counted nowhere: new, it moves nothing; over a programada one, that one comes off', () => {
    expect(cambioEntrevista({ estado: 'cancelada' }, undefined)).toBeUndefined();
    expect(cambioEntrevista({ estado: 'cancelada' }, { estado: 'programada' })).toEqual({ estado: { de: 'programada' } });
  });
  it('an older state over a newer one moves the counter back', () => {
    expect(cambioEntrevista({ estado: 'completada' }, { estado: 'analizada', informeIA })).toMatchObject({
      estado: { de: 'analizada', a: 'completada' },
      informes: { informesGenerados: -1 },
    });
  });
});
