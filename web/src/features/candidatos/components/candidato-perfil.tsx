// A candidate's profile: everything the company keeps about them, the
// status with its allowed changes, their interviews (GET /api/entrevistas?candidatoId=) with
// 'Programar entrevista', which opens the Interviews screen's schedule dialog with this candidate
// chosen (D63), and what the candidate may ask for as a data subject — a copy of their data
// (JSON) and their erasure (delete). Read fresh from GET /api/candidatos/{id}.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Box,
  Button,
  CloseButton,
  DataList,
  Drawer,
  Flex,
  HStack,
  Portal,
  Separator,
  Skeleton,
  Stack,
  Tag,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { candidatos as msg } from '@shared/messages';
import type { EstadoCandidato } from '@shared/schemas/candidato';
import { EstadoEntrevistaBadge } from '../../../components/estado-entrevista';
import { CalendarIcon, DownloadIcon, PencilIcon, TrashIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { useAreas } from '../../../lib/areas';
import { descargarJson } from '../../../lib/descargar';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';
import { actualizarCandidato, type CandidatoFila, exportarCandidato, useCandidato, useEntrevistasDeCandidato } from '../api/candidatos';
import { BorradoSolicitadoAviso } from './borrado-solicitado-aviso';
import { WhatsAppOptInSeccion } from './whatsapp-optin';
import { CvCandidatoSeccion, RechazoSeccion } from './candidato-envios';
import { ReenviarInvitacionBoton } from '../../../components/reenviar-invitacion';
import { usePaisDeEmpresa, useTelefonoFormateado } from '../../../components/telefono';
import { EstadoCandidatoBadge, SelectorEstado } from './estado-candidato';

interface CandidatoPerfilProps {
  /** The card's copy, shown at once; the profile reads the candidate again. */
  candidato: CandidatoFila;
  empresaId?: string;
  onClose: () => void;
  onEditar: (c: CandidatoFila) => void;
  onEliminar: (c: CandidatoFila) => void;
  /** After a change made here (status), so the list shows it too. */
  onCambiado: () => void;
}

export function CandidatoPerfil({ candidato, empresaId, onClose, onEditar, onEliminar, onCambiado }: CandidatoPerfilProps) {
  const fresco = useCandidato(candidato.id);
  const c = fresco.data ?? candidato;
  const entrevistas = useEntrevistasDeCandidato(candidato.id, empresaId);
  const navigate = useNavigate();
  const areas = useAreas(empresaId);
  const [cambiando, setCambiando] = useState(false);
  const [exportando, setExportando] = useState(false);
  const area = c.areaId ? areas.data?.find((a) => a.id === c.areaId)?.nombreArea : undefined;
  const telefono = useTelefonoFormateado(c.telefono, usePaisDeEmpresa(c.empresaId));

  const cambiarEstado = async (nuevo: EstadoCandidato) => {
    if (nuevo === c.estado) return;
    setCambiando(true);
    try {
      const { message, data } = await actualizarCandidato(c.id, { estado: nuevo });
      toaster.create({ type: 'success', title: message || msg.actualizado });
      await fresco.mutate(data, { revalidate: false });
      onCambiado();
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, msg.noActualizado) });
    } finally {
      setCambiando(false);
    }
  };

  /** After a CV or the rejection mail: the profile reads the candidate again, and the list too. */
  const recargar = () => {
    void fresco.mutate();
    onCambiado();
  };

  const exportar = async () => {
    setExportando(true);
    try {
      descargarJson(`candidato-${c.id}.json`, await exportarCandidato(c.id));
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, msg.noObtenido) });
    } finally {
      setExportando(false);
    }
  };

  const experiencia = c.experiencia_años === undefined ? undefined : c.experiencia_años === 1 ? '1 año' : `${c.experiencia_años} años`;
  const datos: [string, string | undefined][] = [
    ['Email', c.email],
    ['Teléfono', telefono],
    ['Posición', c.posicion],
    ['Experiencia', experiencia],
    ['Área', c.areaId ? (area ?? '…') : 'Sin área'],
    ['Alta', formatFechaHora(c.fechaCreacion)],
    ['Última modificación', formatFechaHora(c.fechaActualizacion)],
  ];

  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} placement="end" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="start" gap="2">
              <Drawer.Title>{c.nombre}</Drawer.Title>
              <EstadoCandidatoBadge estado={c.estado} />
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <BorradoSolicitadoAviso candidatoId={candidato.id} empresaId={empresaId} />
                <DataList.Root orientation="horizontal" size="md">
                  {datos.map(([etiqueta, valor]) => (
                    <DataList.Item key={etiqueta}>
                      <DataList.ItemLabel minW="36">{etiqueta}</DataList.ItemLabel>
                      <DataList.ItemValue wordBreak="break-word">{valor || '—'}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                {(c.habilidades ?? []).length > 0 && (
                  <Box>
                    <Text fontWeight="medium" mb="2">
                      Habilidades
                    </Text>
                    <Wrap gap="1.5">
                      {(c.habilidades ?? []).map((h) => (
                        <Tag.Root key={h} size="md" variant="subtle">
                          <Tag.Label>{h}</Tag.Label>
                        </Tag.Root>
                      ))}
                    </Wrap>
                  </Box>
                )}
                <Box>
                  <Text fontWeight="medium" mb="2">
                    Estado del proceso
                  </Text>
                  <SelectorEstado
                    maxW="64"
                    estado={c.estado}
                    etiqueta={`Estado de ${c.nombre} en su perfil`}
                    deshabilitado={cambiando}
                    onCambiar={(e) => void cambiarEstado(e)}
                  />
                </Box>
                <CvCandidatoSeccion c={c} empresaId={empresaId} onCambiado={recargar} />
                <WhatsAppOptInSeccion candidatoId={candidato.id} empresaId={empresaId} />
                <Box>
                  <Flex justify="space-between" align="center" gap="2" mb="2" wrap="wrap">
                    <Text fontWeight="medium">Entrevistas</Text>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="brand"
                      onClick={() => navigate(`/entrevistas?programar=1&candidatoId=${encodeURIComponent(c.id)}`)}
                    >
                      <CalendarIcon />
                      Programar entrevista
                    </Button>
                  </Flex>
                  {entrevistas.isLoading ? (
                    <Skeleton height="10" />
                  ) : entrevistas.error ? (
                    <Text fontSize="sm" color="red.fg" role="alert">
                      {mensajeDeError(entrevistas.error, 'No se pudieron cargar sus entrevistas')}
                    </Text>
                  ) : (entrevistas.data?.items ?? []).length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      Todavía no tiene entrevistas.
                    </Text>
                  ) : (
                    <Stack as="ul" gap="2" aria-label={`Entrevistas de ${c.nombre}`}>
                      {(entrevistas.data?.items ?? []).map((e) => (
                        <HStack as="li" key={e.id} justify="space-between" gap="3" listStyleType="none" fontSize="sm">
                          <Box minW="0">
                            <Text fontWeight="medium" truncate>
                              {e.servicioNombre}
                            </Text>
                            <Text color="fg.muted" fontSize="xs">
                              {formatFechaHora(e.fechaProgramada, e.zonaHoraria)} ({e.zonaHoraria.replace(/_/g, ' ')}) ·{' '}
                              {e.duracionEstimada} min
                            </Text>
                          </Box>
                          <Stack gap="1" align="end" flexShrink={0}>
                            <EstadoEntrevistaBadge estado={e.estado} />
                            {e.estado === 'programada' && c.estado !== 'rechazado' && (
                              <ReenviarInvitacionBoton entrevista={e} empresaId={empresaId} onReenviada={() => void entrevistas.mutate()} />
                            )}
                          </Stack>
                        </HStack>
                      ))}
                    </Stack>
                  )}
                </Box>
                <RechazoSeccion c={c} empresaId={empresaId} onCambiado={recargar} />
                <Separator />
                <Box>
                  <Text fontWeight="medium" mb="1">
                    Privacidad
                  </Text>
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    El candidato puede pedir una copia de sus datos o que se borren. Eliminarlo borra todos sus datos guardados en Talentia.
                  </Text>
                  <Button size="sm" variant="outline" onClick={() => void exportar()} loading={exportando} loadingText="Exportando...">
                    <DownloadIcon />
                    Exportar sus datos (JSON)
                  </Button>
                </Box>
                {fresco.isLoading && <Skeleton height="4" aria-hidden />}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Flex justify="space-between" w="full" gap="2">
                <Button variant="outline" colorPalette="red" onClick={() => onEliminar(c)}>
                  <TrashIcon />
                  Eliminar
                </Button>
                <HStack gap="2">
                  <Button variant="outline" onClick={onClose}>
                    Cerrar
                  </Button>
                  <Button colorPalette="brand" onClick={() => onEditar(c)}>
                    <PencilIcon />
                    Editar
                  </Button>
                </HStack>
              </Flex>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar perfil" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
