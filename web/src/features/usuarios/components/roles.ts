// The roles a company user can be given (the contract's RolEmpresa).
import { RolEmpresa } from '@shared/schemas/usuario';

export const ROLES_EMPRESA = RolEmpresa.options;
