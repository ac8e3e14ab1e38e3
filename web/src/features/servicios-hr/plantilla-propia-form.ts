// The company template's editor without its screen (D164): the values are the service form's
// (servicio-form.ts), so its Preguntas and Rúbrica tabs edit them; the body is the contract's
// PlantillaPropiaUpdate (the server's schema), with the version the editor read.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { PlantillaPropiaUpdate } from '@shared/schemas/plantilla-propia';
import { ponerError } from '../../lib/form-errors';
import type { PlantillaPropiaFila } from './api/plantillas-propias';
import type { ServicioFila } from './api/servicios-hr';
import { campoDe, type Cuerpo, estructuraDe, type Valores, valoresDe } from './servicio-form';

/** A company template as a platform one reads (its design dialog shows either). */
export function comoServicio(p: PlantillaPropiaFila): ServicioFila {
  return {
    id: p.id,
    codigo: p.id,
    nombre: p.nombre,
    descripcion: p.descripcion,
    categoria: 'evaluacion',
    estructura: p.estructura,
    configuracion: { activo: p.activa, requiereAutenticacion: true },
    metricas: { totalEjecuciones: 0, satisfaccionPromedio: 0 },
    version: p.version,
  };
}

/** The form's values for a company template (the service form's, with what a template does not have left empty). */
export function valoresDePropia(p: PlantillaPropiaFila): Valores {
  return valoresDe(comoServicio(p));
}

/** The body the values stand for: the whole design, replaced, over `version`. */
export function cuerpoDePropia(v: Valores, version: number): Record<string, unknown> {
  return { version, nombre: v.nombre, descripcion: v.descripcion.trim(), activa: v.activo, estructura: estructuraDe(v) };
}

export function resolverPropia(version: number): Resolver<Valores, unknown, Cuerpo> {
  return async (valores) => {
    const r = PlantillaPropiaUpdate.safeParse(cuerpoDePropia(valores, version));
    if (r.success) return { values: r.data as unknown as Cuerpo, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of r.error.issues) ponerError(errors, campoDe(issue.path as (string | number)[]), issue.message);
    return { values: {}, errors: errors as FieldErrors<Valores> };
  };
}
