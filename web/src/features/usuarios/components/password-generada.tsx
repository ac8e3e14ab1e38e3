// The initial password the server generated for a new user, shown once with a copy button: the
// server keeps no readable copy. The invitation mail carries it too when it went out, and the warning says which.
import { CopyableSecret } from '../../../components/copyable-secret';

interface PasswordGeneradaProps {
  password: string;
  nombre: string;
  email: string;
  /** The invitation mail went out with it: the screen is not the only copy (issue 54 item 7). */
  emailEnviado?: boolean;
}

export function PasswordGenerada({ password, nombre, email, emailEnviado }: PasswordGeneradaProps) {
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
      {...(emailEnviado
        ? { warning: `También se ha enviado en el email de invitación a ${email}. Aquí no se volverá a mostrar.` }
        : { warning: `No se pudo enviar el email de invitación a ${email}: cópiala ahora, no se volverá a mostrar.` })}
    />
  );
}
