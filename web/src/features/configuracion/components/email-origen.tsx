// Where the Email panel's values come from (email-formulario.tsx), said when that is not simply "the
// server's, saved": the server could not be reached (the browser's copy or the defaults are shown),
// changes kept only in this browser, a copy here that never reached the server, or a configuration
// never saved (the defaults the mail goes out with today).
import type { ReactNode } from 'react';
import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { formatFechaHora } from '../../../lib/format';
import type { EmailConfigMostrada } from '../api/email';

/** Where the form's values come from. */
export type Origen = 'servidor' | 'local' | 'defecto';

interface EstadoCargaProps {
  origen: Origen;
  servidor: EmailConfigMostrada | null;
  /** A local copy not in the form (kept when a save could not reach the server). */
  copia: { guardadaEn: string } | null;
  /** The form holds the local copy kept at this time. */
  copiaEnFormulario: string | null;
  onCargarServidor: () => void;
  onRecuperar: () => void;
  onDescartar: () => void;
}

/** Where what the form shows comes from, when that is not simply "the server's, saved". */
export function EstadoCarga({ origen, servidor, copia, copiaEnFormulario, onCargarServidor, onRecuperar, onDescartar }: EstadoCargaProps) {
  const avisos: ReactNode[] = [];
  if (origen !== 'servidor') {
    avisos.push(
      <Aviso
        key="origen"
        status="warning"
        testid="email-origen"
        titulo="No se pudo contactar con el servidor"
        acciones={
          servidor && (
            <Button size="sm" variant="outline" mt="2" onClick={onCargarServidor}>
              El servidor ya responde: cargar su configuración
            </Button>
          )
        }
      >
        {copiaEnFormulario
          ? `Se muestra la copia guardada en este navegador el ${formatFechaHora(copiaEnFormulario) ?? ''} (sin la contraseña SMTP), no la del servidor.`
          : 'Se muestra la configuración por defecto, no la guardada en el servidor.'}
      </Aviso>,
    );
  } else if (copiaEnFormulario) {
    avisos.push(
      <Aviso key="copia" status="warning" testid="email-copia-local">
        Estos cambios solo están guardados en este navegador ({formatFechaHora(copiaEnFormulario)}). Pulsa Guardar Configuración cuando
        vuelva la conexión.
      </Aviso>,
    );
  } else if (copia) {
    avisos.push(
      <Aviso
        key="copia"
        status="info"
        testid="email-copia-local"
        acciones={
          <HStack gap="2" mt="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={onRecuperar}>
              Recuperar la copia local
            </Button>
            <Button size="sm" variant="ghost" onClick={onDescartar}>
              Descartarla
            </Button>
          </HStack>
        }
      >
        Hay una copia de la configuración guardada en este navegador el {formatFechaHora(copia.guardadaEn)} que no llegó al servidor.
      </Aviso>,
    );
  }
  if (origen === 'servidor' && servidor && !servidor.guardada) {
    avisos.push(
      <Aviso key="defecto" status="info" testid="email-por-defecto">
        Todavía no se ha guardado ninguna configuración de email: se muestran los valores por defecto, con los que sale hoy el correo
        (Amazon SES y estas plantillas).
      </Aviso>,
    );
  }
  return (
    <>
      {avisos}
      {origen === 'servidor' && servidor?.guardada && servidor.actualizadaEn && (
        <Text fontSize="sm" color="fg.muted">
          Guardada el {formatFechaHora(servidor.actualizadaEn)}.
        </Text>
      )}
    </>
  );
}

interface AvisoProps {
  status: 'warning' | 'info';
  testid: string;
  titulo?: string;
  children: ReactNode;
  /** Buttons under the text. */
  acciones?: ReactNode;
}

function Aviso({ status, testid, titulo, children, acciones }: AvisoProps) {
  return (
    <Alert.Root status={status} data-testid={testid}>
      <Alert.Indicator />
      <Alert.Content>
        {titulo && <Alert.Title>{titulo}</Alert.Title>}
        <Alert.Description>{children}</Alert.Description>
        {acciones}
      </Alert.Content>
    </Alert.Root>
  );
}
