// Candidatos (part 2 §2, manage_candidates): the company's candidates, newest first, with a search
// by name, email or position (accents and case do not matter), a status filter, refresh, the count,
// one card per candidate with its status badge, both empty states, the load error, 'Cargar más',
// and working buttons: new, view profile, edit, change status, delete. The superadmin works on the chosen company.
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useNavigate } from 'react-router';
import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { candidatos as msg, fmt, importacion as msgImportacion } from '@shared/messages';
import { tienePermiso } from '@shared/permissions';
import { ESTADO_CANDIDATO_ETIQUETA, ESTADOS_CANDIDATO, type EstadoCandidato } from '@shared/schemas/candidato';
import { ConfirmarEliminacion } from '../../components/confirmar-eliminacion';
import { PlusIcon, RefreshIcon, SearchIcon, UploadIcon, UsersIcon } from '../../components/icons';
import { ListaVacia } from '../../components/lista-vacia';
import { CargarMas } from '../../components/cargar-mas';
import { toaster } from '../../components/toaster';
import { mensajeDeError } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useEliminacion } from '../../lib/use-eliminacion';
import { type CandidatoFila, actualizarCandidato, eliminarCandidato, useCandidatos } from './api/candidatos';
import { CandidatoCard } from './components/candidato-card';
import { CandidatoDialog } from './components/candidato-dialog';
import { CandidatoPerfil } from './components/candidato-perfil';
import { ImportarCsvDialog } from './components/importar-csv-dialog';

export function CandidatosPage() {
  const { user, empresaActual } = useSession();
  const navigate = useNavigate();
  const puedeProgramar = !!user && tienePermiso(user.rol, user.activo !== false, 'manage_interviews');
  const empresaId = user?.rol === 'superadmin' ? empresaActual?.id : undefined;
  const [busqueda, setBusqueda] = useState('');
  const q = useDebouncedValue(busqueda, 300);
  const [estado, setEstado] = useState<EstadoCandidato | ''>('');
  const lista = useCandidatos(empresaId, { q, estado: estado || undefined });
  const [creando, setCreando] = useState(false);
  const [importando, setImportando] = useState(false);
  const [editando, setEditando] = useState<CandidatoFila | null>(null);
  const [viendo, setViendo] = useState<CandidatoFila | null>(null);
  const [cambiando, setCambiando] = useState<string | null>(null);

  const { mutate } = useSWRConfig();
  // The list, and the counts that depend on it (the dashboard and the sidebar's footer read /api/dashboard).
  const recargar = () => {
    void lista.mutate();
    void mutate((key) => typeof key === 'string' && key.startsWith('/api/dashboard'));
  };
  const eliminacion = useEliminacion(
    (c: CandidatoFila) => eliminarCandidato(c.id),
    { exito: msg.eliminado, error: (e) => mensajeDeError(e, msg.noEliminado) },
    recargar,
  );
  const filtrando = !!q.trim() || !!estado;
  const total = lista.candidatos.length;

  const cambiarEstado = async (c: CandidatoFila, nuevo: EstadoCandidato) => {
    if (nuevo === c.estado) return;
    setCambiando(c.id);
    try {
      const { message } = await actualizarCandidato(c.id, { estado: nuevo });
      toaster.create({ type: 'success', title: message || msg.actualizado });
      await lista.mutate();
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, msg.noActualizado) });
    } finally {
      setCambiando(null);
    }
  };

  const textoError = (error: unknown) =>
    fmt(msg.errorCargando, { message: error instanceof Error && error.message ? error.message : msg.errorDesconocido });

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'end' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box>
          <HStack gap="3">
            <Heading as="h1" size="2xl">
              Candidatos
            </Heading>
            {!lista.isLoading && !lista.error && (
              <Badge colorPalette="brand" variant="subtle" size="lg" aria-label={`${total}${lista.hayMas ? ' o más' : ''} candidatos`}>
                {total}
                {lista.hayMas ? '+' : ''}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted">Las personas que participan en los procesos de selección de tu empresa.</Text>
        </Box>
        <HStack gap="3" flexShrink="0">
          <Button variant="outline" onClick={() => setImportando(true)}>
            <UploadIcon />
            {msgImportacion.boton}
          </Button>
          <Button colorPalette="brand" onClick={() => setCreando(true)}>
            <PlusIcon />
            Nuevo candidato
          </Button>
        </HStack>
      </Flex>

      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <InputGroup flex="1" startElement={<SearchIcon color="fg.muted" />}>
          <Input
            type="search"
            aria-label="Buscar candidatos"
            placeholder="Buscar por nombre, email o posición"
            value={busqueda}
            onChange={(e) => setBusqueda(e.target.value)}
          />
        </InputGroup>
        <HStack gap="3">
          <NativeSelect.Root width={{ base: 'full', md: '52' }}>
            <NativeSelect.Field
              aria-label="Filtrar por estado"
              value={estado}
              onChange={(e) => setEstado(e.target.value as EstadoCandidato | '')}
            >
              <option value="">Todos los estados</option>
              {ESTADOS_CANDIDATO.map((e) => (
                <option key={e} value={e}>
                  {ESTADO_CANDIDATO_ETIQUETA[e]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <IconButton variant="outline" aria-label="Actualizar" onClick={recargar} loading={lista.isValidating && !lista.isLoading}>
            <RefreshIcon />
          </IconButton>
        </HStack>
      </Flex>

      {lista.error && total === 0 ? (
        <Text color="red.fg" role="alert">
          {textoError(lista.error)}
        </Text>
      ) : lista.isLoading ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="44" rounded="lg" />
          ))}
        </SimpleGrid>
      ) : total === 0 ? (
        filtrando ? (
          <ListaVacia
            icono={<SearchIcon />}
            titulo="No se encontraron candidatos"
            descripcion="Ningún candidato coincide con la búsqueda o el filtro. Prueba con otras palabras."
          />
        ) : (
          <ListaVacia
            icono={<UsersIcon />}
            titulo="Todavía no hay candidatos"
            descripcion="Añade el primero para poder programarle una entrevista."
            accion={
              <Button colorPalette="brand" onClick={() => setCreando(true)}>
                <PlusIcon />
                Nuevo candidato
              </Button>
            }
          />
        )
      ) : (
        <Stack gap="4">
          {lista.error && (
            <Text color="red.fg" role="alert">
              {textoError(lista.error)}
            </Text>
          )}
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {lista.candidatos.map((c) => (
              <CandidatoCard
                key={c.id}
                candidato={c}
                cambiandoEstado={cambiando === c.id}
                onVerPerfil={() => setViendo(c)}
                onEditar={() => setEditando(c)}
                onProgramar={
                  puedeProgramar ? () => void navigate(`/entrevistas?programar=1&candidatoId=${encodeURIComponent(c.id)}`) : undefined
                }
                onEliminar={() => eliminacion.pedir(c)}
                onCambiarEstado={(e) => void cambiarEstado(c, e)}
              />
            ))}
          </SimpleGrid>
          <CargarMas lista={lista} />
        </Stack>
      )}

      {viendo && (
        <CandidatoPerfil
          key={viendo.id}
          candidato={viendo}
          empresaId={empresaId}
          onClose={() => setViendo(null)}
          onEditar={(c) => {
            setViendo(null);
            setEditando(c);
          }}
          onEliminar={(c) => {
            setViendo(null);
            eliminacion.pedir(c);
          }}
          onCambiado={() => void lista.mutate()}
        />
      )}
      {importando && <ImportarCsvDialog empresaId={empresaId} onClose={() => setImportando(false)} onTerminada={recargar} />}
      {creando && <CandidatoDialog empresaId={empresaId} onClose={() => setCreando(false)} onSaved={recargar} />}
      {editando && (
        <CandidatoDialog
          key={editando.id}
          candidato={editando}
          empresaId={empresaId}
          onClose={() => setEditando(null)}
          onSaved={recargar}
        />
      )}
      {eliminacion.objetivo && (
        <ConfirmarEliminacion
          titulo="Eliminar candidato"
          eliminando={eliminacion.eliminando}
          error={eliminacion.error}
          onCancel={eliminacion.cancelar}
          onConfirm={() => void eliminacion.confirmar()}
        >
          Se borrarán {eliminacion.objetivo.nombre} y todos sus datos guardados en Talentia. Esta acción no se puede deshacer.
        </ConfirmarEliminacion>
      )}
    </Stack>
  );
}
