// The brand an email about a company wears: its name and its primary colour (D62).
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import type { Marca } from '../../../shared/email/render.js';
import type { EmpresaItem } from '../db/empresas.js';

export function marcaDeEmpresa(empresa: EmpresaItem | undefined): Marca | undefined {
  const nombre = empresa ? nombreEmpresa(empresa) : '';
  if (!nombre) return undefined;
  const color = (empresa?.configuracion as { coloresPrimarios?: { primario?: string } } | undefined)?.coloresPrimarios?.primario;
  return { nombre, ...(color ? { color } : {}) };
}
