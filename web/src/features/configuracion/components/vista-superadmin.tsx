// 'Configuración del Sistema' (superadmin, part 2 §2): apis (the platform's six keys, each with
// Probar and its result), the chosen company's own keys and settings (its configuration entries),
// email (the Email panel: SMTP server, senders, templates, retries and the send log), servicios (the
// four indicators), troubleshooting (the guide) and data (a link to /datos). The spec's tabs that
// hold nothing here (corporate, auth, bert, security, general, gdrive) are not shown: one plain
// line under the tabs says what is not offered and where it is instead (D129). With those six gone
// the strip fits at 1366 px, where «Datos» was cut off at its end.
import { Link as RouterLink } from 'react-router';
import { Box, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { PROVEEDOR, type ProveedorIA } from '@shared/proveedores-ia';
import { DatabaseIcon } from '../../../components/icons';
import { mensajeDeError } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { ClavesPlataforma } from '../../../components/claves-ia/claves-plataforma';
import { useConfigGlobal, type ConfigGlobal } from '../../../lib/config-global';
import { AjustesEmpresa } from './ajustes-empresa';
import { ClavesEmpresaPanel } from './claves-empresa-panel';
import { EmailPanel } from './email-panel';
import { GuiaDiagnostico } from './guia-diagnostico';

const PESTANAS = [
  ['apis', 'APIs'],
  ['empresa', 'Claves de empresa'],
  ['ajustes', 'Ajustes de empresa'],
  ['email', 'Email'],
  ['servicios', 'Servicios'],
  ['troubleshooting', 'Diagnóstico'],
  ['data', 'Datos'],
] as const;

/** What this screen does not offer, and why or where it is instead (D129). */
export const NO_OFRECIDO =
  'Aquí no se configuran la marca corporativa (el nombre y los colores de cada empresa se editan en Empresas), el inicio de sesión (se fija al desplegar la plataforma), la seguridad (las reglas de contraseñas y sesiones son fijas), BERT (el análisis de texto usa el analizador integrado) ni Google Drive (las copias de seguridad se guardan en el almacenamiento de la plataforma, en Gestión de Datos).';

/** The data tab: what the data-management screen holds, and the way there. */
function EnlaceDatos({ destino, texto, children }: { destino: string; texto: string; children: string }) {
  return (
    <Stack gap="3" align="start">
      <Text color="fg.muted">{children}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={destino}>
          <DatabaseIcon />
          {texto}
        </RouterLink>
      </Button>
    </Stack>
  );
}

/** Four indicators: green when the platform has a working key for the provider. */
function Indicadores({ global }: { global: ConfigGlobal }) {
  const cuatro: ProveedorIA[] = ['openai', 'claude', 'gemini', 'deepgram'];
  const alguno = cuatro.some((p) => global.apiKeys[p].configurada);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {cuatro.map((p) => {
          const v = global.apiKeys[p];
          return (
            <HStack
              key={p}
              borderWidth="1px"
              rounded="md"
              p="3"
              gap="2"
              data-indicador={p}
              data-estado={v.configurada ? 'con-clave' : 'sin-clave'}
            >
              <Box w="3" h="3" rounded="full" bg={v.configurada ? 'green.500' : 'red.500'} aria-hidden />
              <Text>
                {PROVEEDOR[p].nombre}
                <Text as="span" srOnly>
                  {v.configurada ? ': con clave' : ': sin clave'}
                </Text>
              </Text>
            </HStack>
          );
        })}
      </SimpleGrid>
      {!alguno && <Text color="fg.muted">No hay servicios de IA configurados. Añade una clave en la pestaña APIs.</Text>}
    </Stack>
  );
}

export function VistaSuperadmin() {
  const { empresaActual } = useSession();
  const global = useConfigGlobal(true);
  const recargar = () => void global.mutate();
  const cargando = !global.data && !global.error;
  const error = global.error ? (
    <Text color="red.fg" role="alert">
      {mensajeDeError(global.error, 'Error al obtener configuración')}
    </Text>
  ) : null;

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          Configuración del Sistema
        </Heading>
        <Text color="fg.muted">Claves de IA de la plataforma y de cada empresa, email, servicios y diagnóstico.</Text>
        <Text color="fg.muted" fontSize="sm" mt="1" data-testid="no-ofrecido">
          {NO_OFRECIDO}
        </Text>
      </Box>
      <Tabs.Root defaultValue="apis" variant="line" lazyMount>
        <Tabs.List overflowX="auto" overflowY="hidden" maxW="full">
          {PESTANAS.map(([v, etiqueta]) => (
            <Tabs.Trigger key={v} value={v} flexShrink="0">
              {etiqueta}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="apis">
          <Stack gap="3">
            <Text color="fg.muted">
              Las claves de la plataforma se usan cuando una empresa no tiene la suya (o la suya falla). Se guardan cifradas; solo se
              muestran sus últimos 4 caracteres.
            </Text>
            {error ?? (cargando ? <Skeleton height="40" rounded="lg" /> : <ClavesPlataforma global={global.data!} recargar={recargar} />)}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="empresa">
          {empresaActual ? (
            <ClavesEmpresaPanel empresaId={empresaActual.id} nombreEmpresa={empresaActual.nombreComercial ?? 'la empresa'} />
          ) : (
            <Text color="fg.muted">Elige una empresa en el selector de arriba para ver y cambiar sus claves propias.</Text>
          )}
        </Tabs.Content>
        <Tabs.Content value="ajustes">
          {empresaActual ? (
            <AjustesEmpresa empresaId={empresaActual.id} nombreEmpresa={empresaActual.nombreComercial ?? 'la empresa'} />
          ) : (
            <Text color="fg.muted">Elige una empresa en el selector de arriba para ver y cambiar sus ajustes.</Text>
          )}
        </Tabs.Content>
        <Tabs.Content value="email">
          <EmailPanel />
        </Tabs.Content>
        <Tabs.Content value="servicios">
          {error ?? (cargando ? <Skeleton height="20" /> : <Indicadores global={global.data!} />)}
        </Tabs.Content>
        <Tabs.Content value="troubleshooting">
          <GuiaDiagnostico />
        </Tabs.Content>
        <Tabs.Content value="data">
          <EnlaceDatos destino="/datos" texto="Abrir Gestión de Datos">
            La exportación de todas las empresas, las copias de seguridad y el resumen de datos de la plataforma están en la pantalla
            Gestión de Datos.
          </EnlaceDatos>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
