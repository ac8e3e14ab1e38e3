// The Configuración screen of company users (part 2 §2): the operator's restricted view (their
// account and the three things they may do) and the admin's company configuration (D129: titled
// for the company, not the spec's 'Mi Perfil', which is the profile's own page): the AI capabilities
// as they really are, the company's own keys, its WhatsApp Business number (issue 68 item 1), the AI's pause and the oversight record's export
// (D153), the algorithm dossier for the representatives (D174), a Colombian company's privacy impact study
// (issue 67 item 7), its settings (configuration entries)
// and the account.
import { Alert, Badge, Card, DataList, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { estudioImpactoDe, paisDeEmpresa } from '@shared/paises';
import { ROL_ETIQUETA } from '@shared/permissions';
import { apis as msg } from '@shared/messages';
import { useSession } from '../../../lib/session';
import { useRuta } from '../../../lib/use-ruta';
import { AjustesEmpresa } from './ajustes-empresa';
import { ClavesEmpresaPanel } from './claves-empresa-panel';
import { DosierAlgoritmico } from './dosier-algoritmico';
import { EstudioImpactoPrivacidad } from './estudio-impacto';
import { SupervisionIA } from './supervision-ia';
import { WhatsAppPanel } from './whatsapp-panel';

function Cuenta({ rolTexto }: { rolTexto: string }) {
  const { user, empresaActual } = useSession();
  const filas: [string, string][] = [
    ['Nombre', user?.nombre ?? ''],
    ['Email', user?.email ?? ''],
    ['Rol', rolTexto],
    ['Empresa', empresaActual?.nombreComercial ?? '—'],
  ];
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <DataList.Root orientation="horizontal">
          {filas.map(([k, v]) => (
            <DataList.Item key={k}>
              <DataList.ItemLabel minW="28">{k}</DataList.ItemLabel>
              <DataList.ItemValue>{v}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

export function VistaOperador() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Configuración
      </Heading>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Acceso restringido</Alert.Title>
          <Alert.Description>La configuración del sistema la gestionan los administradores. Tu cuenta puede:</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="2" wrap="wrap" aria-label="Permisos">
        {['Gestión de candidatos', 'Programar entrevistas', 'Ver informes'].map((p) => (
          <Badge key={p} colorPalette="green" variant="subtle" size="lg">
            ✓ {p}
          </Badge>
        ))}
      </HStack>
      <Cuenta rolTexto="Operador de candidatos" />
    </Stack>
  );
}

/** What a feature of this company would find (booleans from /api/configuracion/sistema, never keys). */
function EstadoIA() {
  const sistema = useRuta('GET /api/configuracion/sistema', {});
  const fila = (nombre: string, activo: boolean | undefined, detalle: string) => (
    <List.Item key={nombre} display="flex" gap="2" alignItems="center">
      <Badge colorPalette={activo ? 'green' : 'gray'} variant="subtle">
        {activo === undefined ? '…' : activo ? 'Activo' : 'Sin clave'}
      </Badge>
      <Text>
        {nombre}{' '}
        <Text as="span" color="fg.muted">
          — {detalle}
        </Text>
      </Text>
    </List.Item>
  );
  return (
    <Stack gap="2" as="section" aria-label="Servicios de IA">
      <Heading as="h2" size="lg">
        Servicios de IA
      </Heading>
      <List.Root gap="2" variant="plain">
        {fila('OpenAI', sistema.data?.openaiApiKey, 'modelo de lenguaje para el análisis')}
        {fila('Claude', sistema.data?.claudeApiKey, 'segundo modelo de lenguaje')}
        <List.Item display="flex" gap="2" alignItems="center">
          <Badge colorPalette="gray" variant="subtle">
            No disponible
          </Badge>
          <Text>
            BERT / NLP{' '}
            <Text as="span" color="fg.muted">
              — {msg.bertNoDisponible}; el análisis de texto usa el analizador integrado
            </Text>
          </Text>
        </List.Item>
      </List.Root>
    </Stack>
  );
}

export function VistaAdmin() {
  const { user, empresaActual } = useSession();
  const nombre = empresaActual?.nombreComercial;
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {nombre ? `Configuración de ${nombre}` : 'Configuración de la empresa'}
        </Heading>
        <Text color="fg.muted">
          Las claves de IA propias de tu empresa y sus ajustes. Las claves de la plataforma las gestiona el equipo de Talentia; tus datos
          personales están en Mi Perfil.
        </Text>
      </Stack>
      <EstadoIA />
      {user?.empresaId && <ClavesEmpresaPanel empresaId={user.empresaId} nombreEmpresa={nombre ?? 'tu empresa'} informeAutomatico />}
      {user?.empresaId && <WhatsAppPanel empresaId={user.empresaId} />}
      {user?.empresaId && <SupervisionIA empresaId={user.empresaId} />}
      {user?.empresaId && <DosierAlgoritmico empresaId={user.empresaId} />}
      {user?.empresaId && estudioImpactoDe(paisDeEmpresa(empresaActual)) && <EstudioImpactoPrivacidad empresaId={user.empresaId} />}
      {user?.empresaId && (
        <Stack gap="3">
          <Heading as="h2" size="lg">
            Ajustes de la empresa
          </Heading>
          <AjustesEmpresa empresaId={user.empresaId} nombreEmpresa={nombre ?? 'tu empresa'} />
        </Stack>
      )}
      <Stack gap="3" as="section" aria-label="Tu cuenta">
        <Heading as="h2" size="lg">
          Tu cuenta
        </Heading>
        <Cuenta rolTexto={ROL_ETIQUETA.admin} />
      </Stack>
    </Stack>
  );
}
