// The superadmin's demo requests (D96), the Panel Sistema's Solicitudes tab (D125): a table of
// three columns (the request stacked in one cell, the actions, the message), newest first, filtered by state, with
// 'Convertir en empresa' (the onboarding wizard, pre-filled; D98; once converted, a link to the company, D162), 'Cargar más', 'Marcar atendida' and 'Eliminar' (the person's erasure, after a confirmation). It
// stands alone, without the SaaS panel's shell: the panel mounts it in a tab.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Badge, Button, Flex, Link, Table, Text } from '@chakra-ui/react';
import { PAIS_POR_DEFECTO, nombrePais } from '@shared/paises';
import { ESTADOS_SOLICITUD_DEMO, etiquetaTamano, type EstadoSolicitudDemo, type SolicitudDemo } from '@shared/schemas/demo';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RefreshIcon } from '../../../components/icons';
import { FilterSelect } from '../../../components/pantalla-lista';
import { CuerpoLista } from '../../../components/pantalla-lista-cuerpo';
import { Seccion } from '../../../components/seccion';
import { toaster } from '../../../components/toaster';
import { formatFechaHora } from '../../../lib/format';
import { atenderSolicitudDemo, eliminarSolicitudDemo, useSolicitudesDemo } from '../api/solicitudes-demo';

const ESTADO: Record<EstadoSolicitudDemo, { etiqueta: string; color: string }> = {
  pendiente: { etiqueta: 'Pendiente', color: 'orange' },
  atendida: { etiqueta: 'Atendida', color: 'green' },
};

const mensajeDe = (error: unknown) => (error instanceof Error ? error.message : 'Error inesperado');

export function SolicitudesDemo() {
  const navigate = useNavigate();
  const [estado, setEstado] = useState<EstadoSolicitudDemo | ''>('pendiente');
  const lista = useSolicitudesDemo(estado);
  const [atendiendo, setAtendiendo] = useState<string | null>(null);
  const [borrar, setBorrar] = useState<SolicitudDemo | null>(null);
  const [borrando, setBorrando] = useState(false);
  const [errorBorrar, setErrorBorrar] = useState<string | null>(null);

  const atender = async (s: SolicitudDemo) => {
    setAtendiendo(s.id);
    try {
      toaster.create({ type: 'success', title: (await atenderSolicitudDemo(s.id)) ?? 'Solicitud marcada como atendida' });
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDe(error) });
    } finally {
      setAtendiendo(null);
    }
  };

  const confirmarBorrado = async () => {
    if (!borrar) return;
    setBorrando(true);
    setErrorBorrar(null);
    try {
      const mensaje = await eliminarSolicitudDemo(borrar.id);
      setBorrar(null);
      toaster.create({ type: 'success', title: mensaje ?? 'Solicitud eliminada' });
    } catch (error) {
      setErrorBorrar(mensajeDe(error));
    } finally {
      setBorrando(false);
    }
  };

  const acciones = (
    <Flex gap="2" wrap="wrap" width={{ base: 'full', md: 'auto' }}>
      <FilterSelect
        etiqueta="Estado de la solicitud"
        valor={estado}
        onChange={setEstado}
        opciones={ESTADOS_SOLICITUD_DEMO}
        nombre={(e) => (e === 'pendiente' ? 'Pendientes' : 'Atendidas')}
        todos="Todas"
        ancho={{ base: 'full', md: '44' }}
      />
      <Button size="sm" variant="outline" onClick={() => void lista.recargar().catch(() => undefined)} loading={lista.isValidating}>
        <RefreshIcon />
        Actualizar
      </Button>
    </Flex>
  );

  const cuerpo = (
    <CuerpoLista
      lista={lista}
      errorCarga={{ titulo: 'No se pudieron cargar las solicitudes de demo' }}
      onReintentar={() => void lista.recargar().catch(() => undefined)}
      disposicion="tabla"
      alturaEsqueleto="32"
      // Three columns (D125): the request's data stacked in one cell, then the actions, then the
      // message, so 'Convertir en empresa' is in view at 1366 px without scrolling sideways.
      tabla={(solicitudes) => (
        <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
          <Table.Root size="sm" data-testid="solicitudes-demo">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Solicitud</Table.ColumnHeader>
                <Table.ColumnHeader>Acciones</Table.ColumnHeader>
                <Table.ColumnHeader>Mensaje</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {solicitudes.map((s) => (
                <Table.Row key={s.id} data-estado={s.estado} verticalAlign="top">
                  <Table.Cell minW="56" maxW="sm" whiteSpace="normal">
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text fontWeight="semibold">{s.empresa}</Text>
                      <Badge variant="subtle" colorPalette={ESTADO[s.estado].color}>
                        {ESTADO[s.estado].etiqueta}
                      </Badge>
                      {s.tipo === 'alta' && (
                        <Badge variant="outline" colorPalette="brand">
                          Alta de empresa
                        </Badge>
                      )}
                    </Flex>
                    <Text>{s.nombre}</Text>
                    <Text color="fg.muted" overflowWrap="anywhere" data-testid="email-solicitud">
                      {s.email}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {`${nombrePais(s.pais ?? PAIS_POR_DEFECTO)} · ${etiquetaTamano(s.cantidadTrabajadores)} empleados · recibida el ${formatFechaHora(s.creadaEn)}`}
                    </Text>
                    {s.atendidaEn && (
                      <Text fontSize="xs" color="fg.muted">
                        {`Atendida por ${s.atendidaPor?.nombre ?? ''} · ${formatFechaHora(s.atendidaEn)}`}
                      </Text>
                    )}
                    {s.empresaCreada && (
                      <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
                        <RouterLink to={`/empresas?editar=${encodeURIComponent(s.empresaCreada.id)}`}>
                          {`Ver la empresa ${s.empresaCreada.nombre}`}
                        </RouterLink>
                      </Link>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Flex gap="2" direction="column" align="stretch" width="max-content">
                      {s.estado === 'pendiente' && (
                        <Button
                          size="xs"
                          colorPalette="brand"
                          // The wizard starts from the request's data and marks it atendida with the company (D98).
                          onClick={() => void navigate(`/onboarding?solicitud=${encodeURIComponent(s.id)}`, { state: { solicitud: s } })}
                          aria-label={`Convertir en empresa la solicitud de ${s.empresa}`}
                        >
                          Convertir en empresa
                        </Button>
                      )}
                      {s.estado === 'pendiente' && (
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => void atender(s)}
                          loading={atendiendo === s.id}
                          aria-label={`Marcar atendida la solicitud de ${s.empresa}`}
                        >
                          Marcar atendida
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => {
                          setErrorBorrar(null);
                          setBorrar(s);
                        }}
                        aria-label={`Eliminar la solicitud de ${s.empresa}`}
                      >
                        Eliminar
                      </Button>
                    </Flex>
                  </Table.Cell>
                  <Table.Cell minW="48" wordBreak="break-word" whiteSpace="pre-line" color={s.mensaje ? undefined : 'fg.muted'}>
                    {s.mensaje || '—'}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      vacio={<Text color="fg.muted">{estado === 'pendiente' ? 'No hay solicitudes pendientes.' : 'No hay solicitudes de demo.'}</Text>}
    />
  );

  return (
    <Seccion
      titulo="Solicitudes de demo y de alta"
      descripcion="Lo que piden las empresas desde la pantalla de acceso, lo más reciente primero. Se borran solas a los 6 meses (3 desde que se atienden)."
      acciones={acciones}
    >
      <Flex direction="column">{cuerpo}</Flex>
      {borrar && (
        <ConfirmDialog
          title="Eliminar solicitud de demo"
          pending={borrando}
          error={errorBorrar}
          onCancel={() => setBorrar(null)}
          onConfirm={() => void confirmarBorrado()}
        >
          {`Se borrarán la solicitud de ${borrar.empresa} y los datos de ${borrar.nombre} (${borrar.email}).`}
        </ConfirmDialog>
      )}
    </Seccion>
  );
}
