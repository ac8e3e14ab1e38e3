// 'Gestión de Datos' (/datos; superadmin; part 2 §2 "Data management screen", issue 11): Resumen
// (the global figures, from the dashboard's counters), the document-database drive (a disabled
// notice, as the spec says), Google Drive (not available in this installation: no sync and no
// connection test are pretended), and Operaciones (export, backup, import and clear). `?tab=`
// opens a tab (Configuración links to ?tab=drive).
import { Alert, Heading, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { BuildingIcon, CheckCircleIcon, DatabaseIcon, FileTextIcon, KeyIcon } from '../../components/icons';
import { ErrorCarga } from '../../components/error-carga';
import { TarjetaCifra } from '../../components/tarjeta-cifra';
import { useBackups, useResumenGlobal } from './api/datos';
import { Operaciones } from './components/operaciones';
import { useParametroUrl } from '../../lib/use-parametro-url';

const PESTANAS = [
  ['resumen', 'Resumen'],
  ['basedatos', 'Base de datos'],
  ['drive', 'Google Drive'],
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

function Resumen() {
  const { data, error, isLoading, mutate } = useResumenGlobal();
  const backups = useBackups();
  const global = data?.tipo === 'global' ? data : undefined;
  if (error) return <ErrorCarga titulo="No se pudieron cargar las cifras" error={error} onReintentar={() => void mutate()} />;
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
      <TarjetaCifra
        etiqueta="Copias de seguridad"
        valor={backups.data?.items.length ?? 0}
        detalle={backups.error ? 'No se pudieron contar' : undefined}
        icono={<DatabaseIcon />}
        cargando={backups.isLoading}
      />
    </SimpleGrid>
  );
}

export function DatosPage() {
  // The tab follows the address (?tab=…); the first one is the bare address.
  const tab = useParametroUrl('tab');
  const actual: Pestana = esPestana(tab.valor) ? tab.valor : 'resumen';
  const cambiar = (v: string) => (v === 'resumen' ? tab.quitar() : tab.poner(v));

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Gestión de Datos
        </Heading>
        <Text color="fg.muted">Exportación y copias de seguridad de los datos de la plataforma.</Text>
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
          <Resumen />
        </Tabs.Content>
        <Tabs.Content value="basedatos">
          <Aviso estado="warning" titulo="Sincronización deshabilitada">
            La sincronización con una base de datos de documentos externa está deshabilitada: los datos viven en la base de datos de la
            plataforma.
          </Aviso>
        </Tabs.Content>
        <Tabs.Content value="drive">
          <Aviso titulo="Google Drive no está disponible en esta instalación">
            No hay ninguna cuenta de Google Drive conectada, así que no se sincroniza nada ni se puede probar la conexión. Las copias de
            seguridad se guardan en el almacenamiento de archivos de la plataforma: créalas en la pestaña Operaciones.
          </Aviso>
        </Tabs.Content>
        <Tabs.Content value="operaciones">
          <Operaciones />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
