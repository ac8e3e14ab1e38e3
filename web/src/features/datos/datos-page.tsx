// 'Gestión de Datos' (/datos; the superadmin, and a company admin for their own company; part 2
// §2 "Data management screen", D65, D95): Resumen (the dashboard's figures, from
// counters), the document-database drive (a disabled notice, as the spec says), the cloud drive
// (the backups in the platform's files bucket: create, download, restore — no Google Drive account
// is pretended), and Operaciones (export, backup, import with its report, restore, clear). `?tab=`
// opens a tab (Configuración links to ?tab=drive).
import { useState } from 'react';
import { Alert, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { datos as msg, fmt } from '@shared/messages';
import { BuildingIcon, CheckCircleIcon, DatabaseIcon, FileTextIcon, KeyIcon, UsersIcon } from '../../components/icons';
import { ErrorCarga } from '../../components/error-carga';
import { TarjetaCifra } from '../../components/tarjeta-cifra';
import { toaster } from '../../components/toaster';
import { mensajeDeError } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { crearBackup, type ResultadoImportacion, useBackups, useResumenGlobal } from './api/datos';
import { InformeImportacion } from './components/informe-importacion';
import { ListaBackups } from './components/lista-backups';
import { type Alcance, Operaciones } from './components/operaciones';
import { useParametroUrl } from '../../lib/use-parametro-url';

const PESTANAS = [
  ['resumen', 'Resumen'],
  ['basedatos', 'Base de datos'],
  ['drive', 'Nube'],
  ['operaciones', 'Operaciones'],
] as const;
type Pestana = (typeof PESTANAS)[number][0];

function esPestana(v: string | null): v is Pestana {
  return PESTANAS.some(([k]) => k === v);
}

function Aviso({ estado = 'info', titulo, children }: { estado?: 'info' | 'warning'; titulo: string; children: string }) {
  return (
    <Alert.Root status={estado} rounded="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{titulo}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Resumen({ alcance }: { alcance: Alcance }) {
  const { data, error, isLoading, mutate } = useResumenGlobal();
  const backups = useBackups(alcance.empresaId);
  const global = data?.tipo === 'global' ? data : undefined;
  if (error) return <ErrorCarga titulo="No se pudieron cargar las cifras" error={error} onReintentar={() => void mutate()} />;
  // The backups are counted the same for a company and for the platform.
  const copias = (
    <TarjetaCifra
      etiqueta="Copias de seguridad"
      valor={backups.data?.items.length ?? 0}
      detalle={backups.error ? 'No se pudieron contar' : undefined}
      icono={<DatabaseIcon />}
      cargando={backups.isLoading}
    />
  );
  if (data?.tipo === 'empresa')
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
        <TarjetaCifra etiqueta="Candidatos" valor={data.candidatos} icono={<UsersIcon />} />
        <TarjetaCifra etiqueta="Entrevistas" valor={data.totalEntrevistas} icono={<CheckCircleIcon />} color="orange" />
        <TarjetaCifra etiqueta="Licencias activas" valor={data.licenciasActivas} icono={<KeyIcon />} color="purple" />
        {copias}
      </SimpleGrid>
    );
  const cargando = isLoading || !global;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
      <TarjetaCifra etiqueta="Empresas" valor={global?.totalEmpresas ?? 0} icono={<BuildingIcon />} cargando={cargando} />
      <TarjetaCifra
        etiqueta="Empresas activas"
        valor={global?.empresasActivas ?? 0}
        icono={<CheckCircleIcon />}
        color="green"
        cargando={cargando}
      />
      <TarjetaCifra
        etiqueta="Licencias activas"
        valor={global?.licenciasActivas ?? 0}
        icono={<KeyIcon />}
        color="purple"
        cargando={cargando}
      />
      <TarjetaCifra
        etiqueta="Entrevistas completadas"
        valor={global?.entrevistasCompletadas ?? 0}
        icono={<CheckCircleIcon />}
        color="orange"
        cargando={cargando}
      />
      <TarjetaCifra
        etiqueta="Informes generados"
        valor={global?.informesGenerados ?? 0}
        icono={<FileTextIcon />}
        color="gray"
        cargando={cargando}
      />
      {copias}
    </SimpleGrid>
  );
}

/** The cloud drive: the backups in the platform's files bucket (list, download link, restore). */
function Nube({ alcance }: { alcance: Alcance }) {
  const backups = useBackups(alcance.empresaId);
  const [creando, setCreando] = useState(false);
  const [informe, setInforme] = useState<ResultadoImportacion | null>(null);
  const crear = async () => {
    setCreando(true);
    try {
      const { backup } = await crearBackup(alcance.empresaId);
      void backups.mutate();
      toaster.create({ type: 'success', title: fmt(msg.backupCreado, { name: backup.name }) });
    } catch (e) {
      toaster.create({ type: 'error', title: mensajeDeError(e, msg.errorBackup) });
    } finally {
      setCreando(false);
    }
  };
  return (
    <Stack gap="4">
      <Aviso titulo="Copias en la nube de la plataforma">
        Las copias de seguridad se guardan en el almacenamiento de archivos de la plataforma (no hay ninguna cuenta de Google Drive
        conectada). Descárgalas con un enlace que caduca en 5 minutos o restáuralas aquí.
      </Aviso>
      <Card.Root variant="outline" bg="bg" size="sm">
        <Card.Body>
          <Stack gap="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="semibold" as="h2">
                Copias de seguridad guardadas
              </Text>
              <Button size="sm" onClick={() => void crear()} loading={creando} loadingText="Creando...">
                <DatabaseIcon />
                Nueva copia
              </Button>
            </HStack>
            <ListaBackups empresaId={alcance.empresaId} onRestaurada={(r) => setInforme(r)} />
          </Stack>
        </Card.Body>
      </Card.Root>
      {informe && (
        <Box>
          <InformeImportacion titulo="Informe de la restauración" resultado={informe} />
        </Box>
      )}
    </Stack>
  );
}

export function DatosPage() {
  // The tab follows the address (?tab=…); the first one is the bare address.
  const tab = useParametroUrl('tab');
  const { user, empresaActual } = useSession();
  const superadmin = user?.rol === 'superadmin';
  const empresa = superadmin ? empresaActual : (empresaActual ?? null);
  const alcance: Alcance = {
    empresaId: superadmin ? empresaActual?.id : undefined,
    nombre: empresa ? (empresa.nombreComercial || empresa.nombreLegal || empresa.id).trim() : null,
  };
  const actual: Pestana = esPestana(tab.valor) ? tab.valor : 'resumen';
  const cambiar = (v: string) => (v === 'resumen' ? tab.quitar() : tab.poner(v));

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Gestión de Datos
        </Heading>
        <Text color="fg.muted">
          {alcance.nombre
            ? `Exportación, importación, copias de seguridad y limpieza de los datos de ${alcance.nombre}.`
            : 'Exportación, importación y copias de seguridad de los datos de la plataforma.'}
        </Text>
      </Stack>
      <Tabs.Root value={actual} onValueChange={(e) => cambiar(e.value)} variant="line" lazyMount>
        <Tabs.List overflowX="auto" overflowY="hidden">
          {PESTANAS.map(([v, etiqueta]) => (
            <Tabs.Trigger key={v} value={v} flexShrink={0}>
              {etiqueta}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="resumen">
          <Resumen alcance={alcance} />
        </Tabs.Content>
        <Tabs.Content value="basedatos">
          <Aviso estado="warning" titulo="Sincronización deshabilitada">
            La sincronización con una base de datos de documentos externa está deshabilitada: los datos viven en la base de datos de la
            plataforma.
          </Aviso>
        </Tabs.Content>
        <Tabs.Content value="drive">
          <Nube alcance={alcance} />
        </Tabs.Content>
        <Tabs.Content value="operaciones">
          <Operaciones alcance={alcance} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
