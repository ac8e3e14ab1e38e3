// The companies' typed errors with their Spanish messages (part 1 §8.4).
import { empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import { ConflictError, NotFoundError } from '../errors.js';

export const empresaNoEncontrada = (id: string) => new NotFoundError(fmt(msgEmpresas.noEncontrada, { id }));

export const erroresMarcadores = (cif: string, subdominio: string) => ({
  cif: () => new ConflictError(fmt(msgEmpresas.cifDuplicado, { cif })),
  subdominio: () => new ConflictError(fmt(msgEmpresas.subdominioDuplicado, { subdominio })),
});
