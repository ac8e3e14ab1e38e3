// The initial password the server generated for a new user, shown once with a copy button: the
// server keeps no readable copy, so this is the only chance to pass it on.
import { CopyableSecret } from '../../../components/copyable-secret';

interface PasswordGeneradaProps {
  password: string;
  nombre: string;
  email: string;
}

export function PasswordGenerada({ password, nombre, email }: PasswordGeneradaProps) {
  return (
    <CopyableSecret
      intro={
        <>
          Comparte esta contraseña con <strong>{nombre}</strong> ({email}) para su primer acceso.
        </>
      }
      secret={password}
      label="Contraseña generada"
      copyLabel="Copiar contraseña"
      inputProps={{ fontSize: 'lg', letterSpacing: 'wide' }}
    />
  );
}
