// A vacancy as `GET /api/vacantes` answers it, for the vacancy screens' tests: «Jefe de almacén» in
// Bilbao, open, one position, led by Ana Admin; each test changes only what it is about.
export const vacanteDePrueba = (extra: Record<string, unknown> = {}) => ({
  id: 'v1',
  empresaId: 'e1',
  titulo: 'Jefe de almacén',
  areaId: null,
  lugar: 'Bilbao',
  remoto: false,
  responsable: { id: 'u1', nombre: 'Ana Admin' },
  servicioId: 'entrevistas-profundidad',
  estado: 'abierta',
  plazas: 1,
  fechaCierre: null,
  enlace: null,
  greenhouse: null,
  creadaEn: '2026-11-20T10:00:00.000Z',
  actualizadaEn: '2026-11-20T10:00:00.000Z',
  version: 1,
  ...extra,
});
