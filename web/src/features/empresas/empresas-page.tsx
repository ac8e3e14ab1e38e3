// Empresas (part 1 §2.7): the client companies with search, refresh, summary cards, create and
// edit. The superadmin sees and creates every company, and may list only those missing their data-transfer
// safeguard (issue 67 item 8); a company admin sees and edits its own.
import { useState } from 'react';
import { Alert, Box, Button, Flex, Heading, HStack, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { empresas as msgEmpresas, transporte } from '@shared/messages';
import { BuildingIcon, CheckCircleIcon, PlusIcon, RefreshIcon } from '../../components/icons';
import { SearchField } from '../../components/pantalla-lista';
import { CuerpoLista } from '../../components/pantalla-lista-cuerpo';
import { ListaVacia } from '../../components/lista-vacia';
import { toaster } from '../../components/toaster';
import { mensajeDeError } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useParametroUrl } from '../../lib/use-parametro-url';
import { type EmpresaFila, useEmpresas, useResumenLicencias } from './api/empresas';
import { EmpresaDialog } from './components/empresa-dialog';
import { EmpresasTable } from './components/empresas-table';
import { ResumenEmpresas } from './components/resumen-empresas';
import type { ModoEmpresa } from './empresa-form';
import { type EstadoGuardado, useEstadoGuardado } from './estado-guardado';

const BUSQUEDA_DEBOUNCE_MS = 300;

function EstadoGuardadoIndicador({ estado }: { estado: EstadoGuardado }) {
  return (
    <HStack role="status" aria-live="polite" aria-label="Estado del guardado" gap="1.5" fontSize="sm" minH="5">
      {estado === 'saving' && (
        <>
          <Spinner size="xs" color="brand.solid" />
          <Text color="fg.muted">Guardando empresa...</Text>
        </>
      )}
      {estado === 'success' && (
        <>
          <CheckCircleIcon boxSize="4" color="green.fg" />
          <Text color="green.fg">Empresa guardada</Text>
        </>
      )}
    </HStack>
  );
}

export function EmpresasPage() {
  const { user, recargarEmpresas, empresas: deSesion } = useSession();
  const esSuperadmin = user?.rol === 'superadmin';
  const [busqueda, setBusqueda] = useState('');
  const q = useDebouncedValue(busqueda.trim(), BUSQUEDA_DEBOUNCE_MS);
  // «Falta garantía de datos» (issue 67 item 8): the server's filter, kept in the address.
  const garantia = useParametroUrl('garantia');
  const soloFaltaGarantia = esSuperadmin && garantia.valor === 'falta';
  const lista = useEmpresas(q, soloFaltaGarantia ? 'falta' : undefined);
  const resumen = useResumenLicencias();
  const guardado = useEstadoGuardado();
  const [dialogo, setDialogo] = useState<{ empresa?: EmpresaFila } | null>(null);
  // '/empresas?editar=<id>' opens that company's form (the schedule dialog links here when the
  // company cannot schedule: D81), from the list or the session's own list; closing the form
  // drops the parameter. A company being deleted is not edited (its Editar button is off too).
  const enlace = useParametroUrl('editar');
  const editar = enlace.valor;
  const porEnlace = editar
    ? (lista.items.find((e) => e.id === editar) ?? (deSesion.find((e) => e.id === editar) as EmpresaFila | undefined))
    : undefined;
  const abierto = dialogo ?? (porEnlace && !porEnlace.eliminacion ? { empresa: porEnlace } : null);
  const cerrar = () => {
    setDialogo(null);
    enlace.quitar();
  };

  const recargar = () => {
    void resumen.mutate();
    return lista.recargar();
  };

  // 'Actualizar' with the list on screen: a failure must say so (the old rows stay, marked stale).
  const actualizar = () => {
    recargar().catch((error: unknown) => {
      toaster.create({
        type: 'error',
        title: 'No se pudo actualizar la lista de empresas',
        description: mensajeDeError(error, msgEmpresas.cargaFallida),
      });
    });
  };

  const guardada = (empresa: EmpresaFila | undefined, modo: ModoEmpresa) => {
    // The saved company as the server answered it, at once: opened again before the reload ends,
    // its form shows what was saved (its plan file included).
    if (empresa && modo === 'editar') void lista.actualizarItem(empresa.id, empresa);
    // A failed reload shows on the page (the stale-list notice); the save itself succeeded.
    void recargar().catch(() => undefined);
    // The new company joins the session's list, so the superadmin can pick it as current.
    if (esSuperadmin && modo === 'crear')
      recargarEmpresas().catch((error: unknown) => console.warn('No se pudo recargar la lista de empresas', error));
  };

  const { empresas, hayMas, cargando } = lista;
  const fallo = !!lista.error && empresas.length === 0;
  // The platform's total when the list is not searched (not the loaded page's count: D81).
  const total = !q && esSuperadmin ? resumen.data?.totalEmpresas : undefined;
  const cuenta =
    cargando || fallo ? '' : total !== undefined ? ` (${total})` : ` (${empresas.length}${hayMas ? ' cargadas, hay más' : ''})`;

  return (
    <Stack gap="6">
      {/* Title and tools side by side only where both fit (xl); above one another below. */}
      <Flex justify="space-between" align={{ base: 'stretch', xl: 'end' }} gap="4" direction={{ base: 'column', xl: 'row' }}>
        <Box>
          <HStack gap="3" align="baseline" wrap="wrap">
            <Heading as="h1" size="2xl">
              Empresas{cuenta}
            </Heading>
            <EstadoGuardadoIndicador estado={guardado.estado} />
          </HStack>
          <Text color="fg.muted">
            {esSuperadmin ? 'Las empresas cliente de la plataforma, sus planes y licencias.' : 'Los datos de tu empresa en Talentia.'}
          </Text>
        </Box>
        <HStack gap="3" wrap="wrap">
          <SearchField
            {...msgEmpresas.busqueda}
            valor={busqueda}
            onChange={setBusqueda}
            fondo="bg"
            minW={{ base: 'full', sm: '72' }}
            flex={{ sm: '1', xl: 'initial' }}
          />
          {esSuperadmin && (
            <NativeSelect.Root width={{ base: 'full', sm: '56' }} flexShrink="0">
              <NativeSelect.Field
                aria-label="Filtrar por garantía de datos"
                bg="bg"
                value={soloFaltaGarantia ? 'falta' : ''}
                onChange={(e) => (e.currentTarget.value ? garantia.poner(e.currentTarget.value) : garantia.quitar())}
              >
                <option value="">Todas las empresas</option>
                <option value="falta">Falta garantía de datos</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          <Button
            variant="outline"
            bg="bg"
            onClick={actualizar}
            loading={lista.isValidating && !cargando}
            loadingText="Actualizar"
            flexShrink="0"
          >
            <RefreshIcon />
            Actualizar
          </Button>
          {esSuperadmin && (
            <Button colorPalette="brand" onClick={() => setDialogo({})} flexShrink="0">
              <PlusIcon />
              Nueva Empresa
            </Button>
          )}
        </HStack>
      </Flex>

      {!fallo && (
        <>
          {lista.error && !lista.isValidating && (
            <Alert.Root status="warning" rounded="lg">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>No se pudo actualizar la lista: se muestran los datos cargados antes.</Alert.Title>
                <Alert.Description>{mensajeDeError(lista.error, msgEmpresas.cargaFallida)}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {/* The platform's figures (the dashboard's counters), never counts of the loaded rows: D116. */}
          <ResumenEmpresas
            cifras={resumen.data}
            error={!!resumen.error}
            actualizadoEn={lista.actualizadoEn}
            cargando={cargando || (resumen.isLoading ?? false)}
          />
        </>
      )}
      <CuerpoLista
        lista={lista}
        errorCarga={{ titulo: transporte.conexion, descripcion: msgEmpresas.cargaFallida, textoReintentar: msgEmpresas.reintentarConexion }}
        onReintentar={() => void recargar().catch(() => undefined)}
        disposicion="tabla"
        tabla={(filas) => <EmpresasTable empresas={filas} onEditar={(empresa) => setDialogo({ empresa })} />}
        // A search reads a bounded stretch of the index per page (D108): none matched in it, more to read.
        sinCoincidenciasAun={<Text color="fg.muted">{msgEmpresas.sinCoincidenciasAun}</Text>}
        vacio={
          <ListaVacia
            icono={<BuildingIcon />}
            titulo={
              soloFaltaGarantia
                ? 'A ninguna empresa le falta la garantía de datos'
                : q
                  ? 'Ninguna empresa coincide con la búsqueda'
                  : 'No hay empresas registradas'
            }
            descripcion={
              soloFaltaGarantia
                ? `Todas las empresas${q ? ` que coinciden con «${q}»` : ''} tienen registrada la garantía que pide la ley de su país, o no la necesitan.`
                : q
                  ? `No se encontraron empresas para «${q}».`
                  : 'Da de alta la primera empresa cliente para empezar.'
            }
            accion={
              esSuperadmin &&
              !q &&
              !soloFaltaGarantia && (
                <Button colorPalette="brand" onClick={() => setDialogo({})}>
                  <PlusIcon />
                  Crear Primera Empresa
                </Button>
              )
            }
          />
        }
      />

      {abierto && (
        <EmpresaDialog
          key={abierto.empresa?.id ?? 'nueva'}
          empresa={abierto.empresa}
          esSuperadmin={esSuperadmin}
          guardado={guardado}
          onClose={cerrar}
          onSaved={guardada}
          onPlanCambiado={() => void lista.mutate()}
        />
      )}
    </Stack>
  );
}
