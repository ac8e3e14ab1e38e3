// The brand an email about a company wears: its name and its primary colour (D62), and the Spanish its
// candidates read (D215).
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import type { Marca } from '../../../shared/email/render.js';
import type { EmpresaItem } from '../db/empresas.js';
import { paisDeEmpresa, varianteDe } from '../../../shared/paises.js';

export function marcaDeEmpresa(empresa: EmpresaItem | undefined): Marca | undefined {
  const nombre = empresa ? nombreEmpresa(empresa) : '';
  if (!nombre) return undefined;
  const color = (empresa?.configuracion as { coloresPrimarios?: { primario?: string } } | undefined)?.coloresPrimarios?.primario;
  const variante = varianteDe(paisDeEmpresa(empresa));
  return { nombre, ...(color ? { color } : {}), ...(variante === 'es' ? {} : { variante }) };
}
