// A demo request as the API lists it (D96), for the SaaS panel's tests: number `n`'s, pending, with
// its consent (each field overridable).
import type { SolicitudDemo } from '@shared/schemas/demo';

export const solicitudDemo = (n: number, o: Partial<SolicitudDemo> = {}): SolicitudDemo => ({
  id: `0000000000000${n}-abcd`,
  empresa: `Empresa ${n}`,
  nombre: `Persona ${n}`,
  email: `persona${n}@x.es`,
  cantidadTrabajadores: 50,
  mensaje: n === 1 ? 'Queremos verlo' : '',
  estado: 'pendiente',
  creadaEn: '2026-03-02T10:00:00.000Z',
  consentimiento: { aceptadoEn: '2026-03-02T10:00:00.000Z', version: 'demo-2026-1' },
  atendidaEn: null,
  atendidaPor: null,
  caducaEn: '2026-08-29T10:00:00.000Z',
  ...o,
});
