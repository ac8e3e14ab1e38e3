// A form resolver whose zod schema loads on the first validation, not with the screen: the login
// screen shows without zod (about 40 kB of gzipped JS with the contract's schemas) and validates with
// the same schema as the server once the user submits. `precargar` starts the download earlier,
// e.g. when the user first focuses a field.
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

export interface ResolverDiferido<TEntrada extends FieldValues, TSalida extends FieldValues> {
  resolver: Resolver<TEntrada, unknown, TSalida>;
  precargar: () => void;
}

export function resolverDiferido<TEntrada extends FieldValues, TSalida extends FieldValues>(
  cargarEsquema: () => Promise<z.ZodMiniType<TSalida, TEntrada>>,
): ResolverDiferido<TEntrada, TSalida> {
  let listo: Promise<Resolver<TEntrada, unknown, TSalida>> | null = null;
  const preparar = () => {
    listo ??= Promise.all([import('@hookform/resolvers/zod'), cargarEsquema()]).then(
      ([{ zodResolver }, esquema]) => zodResolver(esquema) as unknown as Resolver<TEntrada, unknown, TSalida>,
      (error: unknown) => {
        // A failed download (e.g. offline) is tried again on the next validation.
        listo = null;
        throw error;
      },
    );
    return listo;
  };
  return {
    resolver: async (values, context, options) => (await preparar())(values, context, options),
    precargar: () => void preparar().catch(() => undefined),
  };
}
