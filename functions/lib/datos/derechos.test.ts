// A person's rights in a data file (D159): each names its own candidate, has the shape its module
// writes, and gets its index entries from its own dates, never from the file.
import { describe, expect, it } from 'vitest';
import { conIndicesDeDerecho, esDerecho, motivoDerecho, sinIndices } from './derechos.js';

const solicitud = {
  entidad: 'BORRADO_SOLICITADO',
  empresaId: 'e1',
  candidatoId: 'c1',
  estado: 'pendiente',
  solicitadoEn: '2026-11-20T10:00:00.000Z',
  plazoHasta: '2026-11-27T10:00:00.000Z',
  oposicion: null,
  reclamo: null,
};

describe('rights rows', () => {
  it('are the erasure request, the retention entry and the consent', () => {
    expect(['BORRADOSOL#c1', 'RETENCION#c1', 'CONSERVAR#c1'].map(esDerecho)).toEqual([true, true, true]);
    expect(esDerecho('CAND#c1')).toBe(false);
  });

  it('refuse another candidate’s id, a longer key and a shape their module never wrote, in Spanish', () => {
    expect(motivoDerecho('BORRADOSOL#c1', solicitud)).toBeUndefined();
    expect(motivoDerecho('BORRADOSOL#c2', solicitud)).toBe('Su id no coincide con su clave');
    expect(motivoDerecho('BORRADOSOL#c1#x', solicitud)).toBe('Su id no coincide con su clave');
    expect(motivoDerecho('BORRADOSOL#c1', { ...solicitud, plazoHasta: 'mañana' })).toBe(
      'Elemento inválido: le faltan el estado o las fechas que este derecho necesita',
    );
    expect(motivoDerecho('RETENCION#c1', { candidatoId: 'c1', desde: 'x' })).toMatch(/^Elemento inválido/);
    expect(motivoDerecho('CAND#c1', {})).toBeUndefined();
  });

  it('a pending (or interrupted) request is due on its window’s end; an objected one on no index', () => {
    const llegada = sinIndices({ ...solicitud, GSI1PK: 'BORRADOPEND#0', GSI1SK: '0000#e1#c1' });
    expect(llegada).not.toHaveProperty('GSI1SK');
    const escrita = conIndicesDeDerecho('e1', 'BORRADOSOL#c1', llegada);
    expect(escrita.GSI1SK).toBe('2026-11-27T10:00:00.000Z#e1#c1');
    expect(escrita.GSI1PK).toMatch(/^BORRADOPEND#\d+$/);
    const ejecutando = conIndicesDeDerecho('e1', 'BORRADOSOL#c1', { ...llegada, estado: 'ejecutando', reclamo: 'r1' });
    expect(ejecutando).toMatchObject({ estado: 'pendiente', reclamo: null, GSI1SK: '2026-11-27T10:00:00.000Z#e1#c1' });
    expect(conIndicesDeDerecho('e1', 'BORRADOSOL#c1', { ...llegada, estado: 'opuesta' })).not.toHaveProperty('GSI1PK');
  });

  it('a retention entry is reviewed on its date and listed in its company’s month once it has a due date', () => {
    const r = { candidatoId: 'c1', revisarEn: '2027-11-13T10:00:00.000Z', venceEn: '2027-11-20T10:00:00.000Z' };
    expect(conIndicesDeDerecho('e1', 'RETENCION#c1', r)).toMatchObject({
      GSI1SK: '2027-11-13T10:00:00.000Z#e1#c1',
      GSI2PK: 'RETEMP#e1',
      GSI2SK: '2027-11-20T10:00:00.000Z#c1',
    });
    expect(conIndicesDeDerecho('e1', 'RETENCION#c1', { ...r, venceEn: null })).not.toHaveProperty('GSI2PK');
  });
});
