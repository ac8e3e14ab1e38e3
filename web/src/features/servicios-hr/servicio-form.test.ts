// The service form's translation between what is typed and the contract's body, and where a
// body's error shows (field and tab): the parts of the form a browser test would reach slowly.
import { describe, expect, it } from 'vitest';
import { ServicioHRCreate, ServicioHRUpdate } from '@shared/schemas/servicio-hr';
import { campoDe, cuerpoDe, pestanaDe, valoresDe } from './servicio-form';

const conDiseno = () => ({
  ...valoresDe(),
  nombre: 'Comercial',
  codigo: ' comercial ',
  fases: [{ nombre: 'Ventas', objetivo: '', preguntas: [{ texto: '¿Tu mejor venta?', explora: 'Cierre', competencia: 'Negociación' }] }],
  rubrica: [{ competencia: 'Negociación', descripcion: '', anclas: { bajo: 'b', medio: 'm', alto: 'a' } }],
});

describe('cuerpoDe', () => {
  it('a new service: the §5 defaults as typed, empty texts left out, the codigo trimmed', () => {
    const r = ServicioHRCreate.safeParse(cuerpoDe(conDiseno()));
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
    expect(r.data).toMatchObject({
      codigo: 'comercial',
      estructura: { duracionEstimada: 45, criterioPasado: 70 },
      configuracion: { activo: true, requiereAutenticacion: true },
    });
    // Left out: nothing of them goes in the JSON.
    expect(JSON.parse(JSON.stringify(r.data))).not.toHaveProperty('descripcion');
    expect(JSON.parse(JSON.stringify(r.data?.estructura.fases[0]))).not.toHaveProperty('objetivo');
  });

  it('an edit: sends the version it loaded and empty texts (which clear them), never the codigo', () => {
    const body = cuerpoDe({ ...conDiseno(), descripcion: '  ' }, 4);
    expect(body).toMatchObject({ version: 4, descripcion: '' });
    expect(body).not.toHaveProperty('codigo');
    expect(ServicioHRUpdate.safeParse(body).success).toBe(true);
  });

  it('an empty number is left to the server (default on create, unchanged on edit); a bad one fails the schema', () => {
    expect(
      (cuerpoDe({ ...conDiseno(), duracionEstimada: '' }).estructura as { duracionEstimada?: number }).duracionEstimada,
    ).toBeUndefined();
    expect(ServicioHRCreate.safeParse(cuerpoDe({ ...conDiseno(), duracionEstimada: '3' })).success).toBe(false);
  });
});

describe('where an error shows', () => {
  it.each([
    [['nombre'], 'nombre', 'general'],
    [['estructura', 'duracionEstimada'], 'duracionEstimada', 'general'],
    [['configuracion', 'activo'], 'activo', 'general'],
    [['experto', 'especialidad'], 'expertoEspecialidad', 'general'],
    [['prompt_usuario'], 'prompt_usuario', 'prompts'],
    [['estructura', 'fases', 0, 'preguntas', 1, 'competencia'], 'fases.0.preguntas.1.competencia', 'diseno'],
    [['estructura', 'fases'], 'fases', 'diseno'],
    [['estructura', 'rubrica', 2, 'anclas', 'alto'], 'rubrica.2.anclas.alto', 'rubrica'],
  ] as const)('%j → %s on %s', (path, campo, pestana) => {
    expect(campoDe(path)).toBe(campo);
    expect(pestanaDe(campo)).toBe(pestana);
  });
});
