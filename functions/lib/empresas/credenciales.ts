// The credentials email of a company's administrator (template credencialesAdministrador).
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { config } from '../config.js';
import type { EmpresaItem } from '../db/empresas.js';
import { marcaDeEmpresa } from '../mail/marca.js';
import { enviarPlantilla } from '../mail/send.js';

export async function enviarCredenciales(empresa: EmpresaItem, admin: { nombre: string; email: string; password: string }): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  await enviarPlantilla(
    'credencialesAdministrador',
    { to: email, empresaId: empresa.id, marca: marcaDeEmpresa(empresa) },
    {
      nombre: admin.nombre,
      nombreEmpresa: nombreEmpresa(empresa),
      email,
      password: admin.password,
      urlAcceso: `${config.webOrigin}/login`,
    },
  );
}
