// A new API key's secret, shown once with a copy button: the server keeps only its hash, so this is
// the only time anyone can read it.
import { CopyableSecret } from '../../../components/copyable-secret';

export function SecretoClave({ secreto, nombre }: { secreto: string; nombre: string }) {
  return (
    <CopyableSecret
      intro={
        <>
          Esta es la clave <strong>{nombre}</strong>. Guárdala en el gestor de secretos de tu integración (o pégala en Greenhouse).
        </>
      }
      secret={secreto}
      label="Clave de API"
      copyLabel="Copiar la clave"
      inputProps={{ fontSize: 'sm', 'data-testid': 'secreto-clave' }}
      warningDetail="Quien tenga la clave actúa en nombre de tu empresa con sus permisos. Si se pierde o se expone, revócala y crea otra."
    />
  );
}
