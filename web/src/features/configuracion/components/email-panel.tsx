// The Email panel of 'Configuración del Sistema' (superadmin; part 2 §2 "Email panel", §3, §5, §8
// "Email and SMTP", §9; D62): the warning that it governs every email of the platform, four tabs
// (Servidor SMTP, Emails por Categoría, Plantillas, Avanzado), 'Guardar Configuración' (the whole
// configuration, PUT {emailConfig}) and 'Inicializar Configuración' (back to the defaults, after a
// confirmation). When the server cannot be reached the panel loads the copy kept in this browser,
// else the defaults, and says so; a save that cannot reach it keeps that copy (without the SMTP
// password). Here: what the form starts from. The form and its save are email-formulario.tsx, the
// notices of where its values come from email-origen.tsx, the tabs email-pestanas.tsx.
import { useState } from 'react';
import { Skeleton } from '@chakra-ui/react';
import { emailConfigPorDefecto } from '@shared/email/por-defecto';
import { ErrorCarga } from '../../../components/error-carga';
import { useConfigGlobal } from '../../../lib/config-global';
import { leerCopiaLocal, sinConexion } from '../api/email';
import { EmailFormulario, type Inicial } from './email-formulario';

export function EmailPanel() {
  const global = useConfigGlobal(true);
  const [inicial, setInicial] = useState<Inicial | null>(null);
  // Until the server answers, what the form starts from: the server's configuration, or (no
  // answer) the local copy, else the defaults. It stays what it was when the server comes back.
  const servidor = global.data ? (global.data.emailConfig ?? emailConfigPorDefecto()) : null;
  let ahora = inicial;
  if (!ahora && servidor) ahora = { origen: 'servidor', fuente: servidor };
  if (!ahora && global.error && sinConexion(global.error)) {
    const copia = leerCopiaLocal();
    ahora = copia
      ? { origen: 'local', fuente: copia.emailConfig, guardadaEn: copia.guardadaEn }
      : { origen: 'defecto', fuente: emailConfigPorDefecto() };
  }
  if (ahora && ahora !== inicial) setInicial(ahora);
  const [generacion, setGeneracion] = useState(0);

  if (!ahora) {
    if (global.error) {
      return (
        <ErrorCarga
          titulo="No se pudo cargar la configuración de email"
          error={global.error}
          reintentando={global.isValidating}
          onReintentar={() => void global.mutate()}
        />
      );
    }
    return <Skeleton height="60" rounded="lg" />;
  }
  return (
    <EmailFormulario
      key={generacion}
      inicial={ahora}
      servidor={servidor}
      onCargarServidor={() => {
        if (!servidor) return;
        setInicial({ origen: 'servidor', fuente: servidor });
        setGeneracion((g) => g + 1);
      }}
    />
  );
}
