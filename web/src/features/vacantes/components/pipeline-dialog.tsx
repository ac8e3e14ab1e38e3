// A vacancy's candidates by stage (issue 66 item 2, D186): the board (one column per stage, each a
// page of its own, most recently moved first) and the list (the whole vacancy, newest joined first),
// the same data. Moving a candidate is a named control on each card and row — «Etapa de Ana Prieto» —
// so it works with the keyboard and a screen reader, not only by dragging. Whoever manages candidates
// adds them («Añadir candidato», a search over the company's candidates) and downloads the whole vacancy
// («Exportar CSV», every stage), and imports a CSV into it («Importar CSV», D191: the candidates
// import's own dialog, naming the vacancy; they join at «Nuevo»). Two people moving the same
// candidate: the second is told in Spanish (409) and the board reloads to show where they are.
import { type ReactNode, useState } from 'react';
import { Badge, Box, Button, Card, chakra, Checkbox, Flex, Heading, HStack, Input, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import type { EtapaVacante } from '@shared/schemas/candidatura';
import { nombreEtapa } from '@shared/schemas/etapas-vacante';
import { BotonExportarCsv } from '../../../components/boton-exportar-csv';
import { CargarMas } from '../../../components/cargar-mas';
import { FiltroEtapa, FiltroPeriodo, FiltroSenalesIntegridad, usePeriodo } from '../../../components/filtros-lista';
import { FilterSelect } from '../../../components/pantalla-lista';
import { OptionSelect, opcionesDe } from '../../../components/option-select';
import { ReadOnlyDialog } from '../../../components/read-only-dialog';
import { TablaDesplazable } from '../../../components/tabla-desplazable';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';
import { invalidar } from '../../../lib/invalidar';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  exportarCandidaturasCsv,
  moverCandidato,
  unirCandidato,
  useCandidatosBuscados,
  useCandidaturas,
  useEtapas,
  type VacanteFila,
} from '../api/vacantes';
import { ProgresoLote } from '../../../components/progreso-lote';
import { BarraLote, conmutar, elegido, haySeleccion, SIN_SELECCION, type Seleccion, useLoteEnCurso } from './acciones-lote';
import { CifrasVacanteVista } from '../../../components/cifras-vacante';
import { CompararDialog } from './comparar-dialog';
import { AplicacionGreenhouse } from './aplicacion-greenhouse';
import { ImportarCsvDialog } from '../../../components/importar-csv-dialog';
import { UploadIcon } from '../../../components/icons';
import { importacion as msgImportacion } from '@shared/messages';

type CandidaturaFila = ReturnType<typeof useCandidaturas>['items'][number];

interface PipelineDialogProps {
  vacante: VacanteFila;
  empresaId: string | undefined;
  /** Admins and operators (manage_candidates): add and move. */
  puedeMover: boolean;
  onClose: () => void;
}

export function PipelineDialog({ vacante, empresaId, puedeMover, onClose }: PipelineDialogProps) {
  const [vista, setVista] = useState<'tablero' | 'lista' | 'cifras'>('tablero');
  const [comparar, setComparar] = useState(false);
  const [importando, setImportando] = useState(false);
  // The company's stages in its order (D195): the board's columns and every «Mover a…».
  const { etapas } = useEtapas(empresaId);
  const mover = async (c: CandidaturaFila, etapa: EtapaVacante) => {
    try {
      const { message } = await moverCandidato(vacante.id, empresaId, c.candidatoId, { etapa, version: c.version });
      toaster.create({ type: 'success', title: message });
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo mover al candidato') });
    }
    await invalidar('vacantes');
  };
  const nombre = (c: CandidaturaFila) => c.candidato?.nombre ?? 'Candidato';
  // Bulk actions (D190): whoever moves candidates selects some, or a whole stage, and acts on them at once.
  const [seleccion, setSeleccion] = useState<Seleccion>(SIN_SELECCION);
  const [loteElegido, setLote] = useState<string | null>(null);
  const enCurso = useLoteEnCurso(vacante.id, empresaId, puedeMover);
  const loteId = loteElegido ?? enCurso;
  const casilla = (c: CandidaturaFila) =>
    puedeMover ? (
      <Checkbox.Root
        size="sm"
        checked={elegido(seleccion, c.candidatoId, c.etapa)}
        onCheckedChange={() => setSeleccion((s) => conmutar(s, c.candidatoId, nombre(c)))}
      >
        <Checkbox.HiddenInput aria-label={`Elegir a ${nombre(c)}`} />
        <Checkbox.Control />
      </Checkbox.Root>
    ) : null;
  const elegirEtapa = puedeMover ? (etapa: EtapaVacante) => setSeleccion({ etapa }) : undefined;
  const control = (c: CandidaturaFila) => (
    <Stack gap="1">
      {puedeMover ? (
        <OptionSelect
          aria-label={`Etapa de ${nombre(c)}`}
          value={c.etapa}
          options={opcionesEtapa(etapas, c.etapa)}
          onChange={(e) => void mover(c, e.target.value)}
        />
      ) : (
        <Badge variant="subtle">{nombreEtapa(etapas, c.etapa)}</Badge>
      )}
      {/* Linked to a Greenhouse job (D201): the card's application id, or why its moves are not sent. */}
      <AplicacionGreenhouse vacante={vacante} empresaId={empresaId} c={c} nombre={nombre(c)} puedeEditar={puedeMover} />
    </Stack>
  );

  return (
    <ReadOnlyDialog
      title={`Candidatos · ${vacante.titulo}`}
      description="El proceso de la vacante, etapa a etapa."
      onClose={onClose}
      fullScreen
    >
      <Stack gap="4">
        {puedeMover && vacante.estado !== 'cerrada' && <AnadirCandidato vacante={vacante} empresaId={empresaId} />}
        <HStack gap="2" wrap="wrap">
          {puedeMover && <BotonExportarCsv size="sm" exportar={() => exportarCandidaturasCsv(vacante.id, empresaId)} />}
          {puedeMover && vacante.estado !== 'cerrada' && (
            <Button size="sm" variant="outline" onClick={() => setImportando(true)}>
              <UploadIcon />
              {msgImportacion.boton}
            </Button>
          )}
        </HStack>
        {importando && (
          <ImportarCsvDialog
            empresaId={empresaId}
            vacante={vacante}
            onClose={() => setImportando(false)}
            onTerminada={() => void invalidar('vacantes')}
          />
        )}
        {puedeMover && haySeleccion(seleccion) && (
          <BarraLote
            vacanteId={vacante.id}
            empresaId={empresaId}
            seleccion={seleccion}
            puedeInvitar={vacante.estado !== 'cerrada'}
            onLimpiar={() => setSeleccion(SIN_SELECCION)}
            onLanzada={setLote}
          />
        )}
        {loteId && <ProgresoLote key={loteId} vacanteId={vacante.id} empresaId={empresaId} loteId={loteId} onCerrar={() => setLote('')} />}
        <Button alignSelf="start" size="sm" variant="outline" onClick={() => setComparar(true)}>
          Comparar
        </Button>
        {comparar && <CompararDialog vacante={vacante} empresaId={empresaId} onClose={() => setComparar(false)} />}
        <Tabs.Root value={vista} onValueChange={(e) => setVista(e.value as typeof vista)} variant="line" colorPalette="brand" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="tablero">Tablero</Tabs.Trigger>
            <Tabs.Trigger value="lista">Lista</Tabs.Trigger>
            <Tabs.Trigger value="cifras">Cifras</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="tablero">
            <Flex gap="3" overflowX="auto" pb="2" align="start">
              {etapas.map((etapa) => (
                <Columna
                  key={etapa.id}
                  vacanteId={vacante.id}
                  empresaId={empresaId}
                  etapa={etapa.id}
                  titulo={etapa.nombre}
                  control={control}
                  nombre={nombre}
                  casilla={casilla}
                  elegirEtapa={elegirEtapa}
                />
              ))}
            </Flex>
          </Tabs.Content>
          <Tabs.Content value="lista">
            <Lista vacanteId={vacante.id} empresaId={empresaId} control={control} nombre={nombre} casilla={casilla} />
          </Tabs.Content>
          <Tabs.Content value="cifras">
            <CifrasVacanteVista vacanteId={vacante.id} empresaId={empresaId} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </ReadOnlyDialog>
  );
}

interface VistaProps {
  vacanteId: string;
  empresaId: string | undefined;
  control: (c: CandidaturaFila) => ReactNode;
  nombre: (c: CandidaturaFila) => string;
  /** The card's or row's selection box (null for who cannot act). */
  casilla: (c: CandidaturaFila) => ReactNode;
}

/** «Mover a…»'s choices: the company's stages, and the candidate's own when it was deleted meanwhile (D195). */
function opcionesEtapa(etapas: ReadonlyArray<{ id: string; nombre: string }>, actual: string) {
  const todas = etapas.some((e) => e.id === actual) ? etapas : [...etapas, { id: actual, nombre: nombreEtapa(etapas, actual) }];
  return opcionesDe(
    todas.map((e) => e.id),
    (id) => nombreEtapa(todas, id),
  );
}

const movida = (c: CandidaturaFila) => `${formatFechaHora(c.movidaEn) ?? c.movidaEn} · ${c.movidaPor.nombre}`;

/** One stage's column: its own page of candidates, most recently moved first. */
function Columna({
  vacanteId,
  empresaId,
  etapa,
  control,
  nombre,
  casilla,
  elegirEtapa,
  titulo,
}: VistaProps & { etapa: EtapaVacante; titulo: string; elegirEtapa?: (etapa: EtapaVacante) => void }) {
  const lista = useCandidaturas(vacanteId, empresaId, etapa);
  return (
    <Box as="section" aria-label={titulo} minW="60" maxW="60" flexShrink="0" bg="bg.muted" rounded="md" p="2">
      <HStack justify="space-between" mb="2" px="1">
        <Heading as="h3" size="sm">
          {titulo}
        </Heading>
        <Badge variant="outline" aria-label={`${lista.items.length}${lista.hayMas ? ' o más' : ''} en ${titulo}`}>
          {lista.items.length}
          {lista.hayMas ? '+' : ''}
        </Badge>
      </HStack>
      {elegirEtapa && lista.items.length > 0 && (
        <Button size="xs" variant="ghost" mb="1" onClick={() => elegirEtapa(etapa)} aria-label={`Elegir toda la etapa «${titulo}»`}>
          Elegir toda la etapa
        </Button>
      )}
      <Stack gap="2">
        {lista.items.length > 0 && (
          <Stack gap="2" role="list" aria-label={`Candidatos en ${titulo}`}>
            {lista.items.map((c) => (
              <Card.Root key={c.candidatoId} size="sm" variant="outline" bg="bg" role="listitem" aria-label={nombre(c)}>
                <Card.Body gap="1" p="3">
                  <HStack gap="2">
                    {casilla(c)}
                    <Text fontWeight="medium" lineClamp={1}>
                      {nombre(c)}
                    </Text>
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                    {c.candidato?.email}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {movida(c)}
                  </Text>
                  <Box mt="1">{control(c)}</Box>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
        {!lista.cargando && lista.items.length === 0 && (
          <Text fontSize="sm" color="fg.muted" px="1">
            Nadie en esta etapa.
          </Text>
        )}
        <CargarMas lista={lista} />
      </Stack>
    </Box>
  );
}

/**
 * The whole vacancy as a table, the same data as the board (D202): a stage, a period, an order and the
 * integrity flags (D206). The dates are the list's own: when each person joined the vacancy or, with a
 * stage, when they were moved into it; the order is that date's.
 */
function Lista({ vacanteId, empresaId, control, nombre, casilla }: VistaProps) {
  const [etapa, setEtapa] = useState('');
  const [orden, setOrden] = useState<'recientes' | 'antiguas'>('recientes');
  const [marcadas, setMarcadas] = useState<'con' | 'sin' | ''>('');
  const periodo = usePeriodo();
  const lista = useCandidaturas(vacanteId, empresaId, etapa || undefined, { ...periodo.consulta, orden, marcadas: marcadas || undefined });
  const filtrando = !!etapa || periodo.activo || !!marcadas;
  const filtros = (
    <HStack gap="2" wrap="wrap" align="center">
      <FiltroEtapa empresaId={empresaId} valor={etapa} onChange={setEtapa} />
      <FilterSelect
        etiqueta="Ordenar por"
        valor={orden}
        onChange={(o) => setOrden(o || 'recientes')}
        opciones={['recientes', 'antiguas'] as const}
        nombre={(o) => (o === 'antiguas' ? 'Más antiguos' : 'Más recientes')}
      />
      {/* D206: by the flags of the interview each one has in the vacancy (their latest). */}
      <FiltroSenalesIntegridad valor={marcadas} onChange={setMarcadas} />
      <FiltroPeriodo periodo={periodo} />
      <Text fontSize="xs" color="fg.muted">
        {etapa ? 'Fechas: cuándo llegó a la etapa' : 'Fechas: cuándo se unió a la vacante'}
      </Text>
    </HStack>
  );
  if (!lista.cargando && lista.items.length === 0)
    return (
      <Stack gap="3">
        {filtros}
        <Text color="fg.muted">
          {filtrando ? 'Ningún candidato coincide con los filtros.' : 'Todavía no hay candidatos en esta vacante.'}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="3">
      {filtros}
      <TablaDesplazable etiqueta="Candidatos de la vacante" minW="36rem" columnas={['Candidato', 'Etapa', 'Último movimiento']}>
        {lista.items.map((c) => (
          <Table.Row key={c.candidatoId}>
            <Table.Cell>
              <HStack gap="2">
                {casilla(c)}
                <Text fontWeight="medium">{nombre(c)}</Text>
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {c.candidato?.email}
              </Text>
            </Table.Cell>
            <Table.Cell minW="44">{control(c)}</Table.Cell>
            <Table.Cell fontSize="sm">{movida(c)}</Table.Cell>
          </Table.Row>
        ))}
      </TablaDesplazable>
      <CargarMas lista={lista} />
    </Stack>
  );
}

/** «Añadir candidato»: a search over the company's candidates, each result added with one button. */
function AnadirCandidato({ vacante, empresaId }: { vacante: VacanteFila; empresaId: string | undefined }) {
  const [texto, setTexto] = useState('');
  const buscado = useDebouncedValue(texto.trim(), 300);
  const resultados = useCandidatosBuscados(empresaId, buscado);
  const [anadiendo, setAnadiendo] = useState<string | null>(null);
  const anadir = async (id: string) => {
    setAnadiendo(id);
    try {
      const { message } = await unirCandidato(vacante.id, empresaId, id);
      toaster.create({ type: 'success', title: message });
      await invalidar('vacantes');
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo añadir el candidato') });
    } finally {
      setAnadiendo(null);
    }
  };
  return (
    <Box as="section" aria-label="Añadir candidato" borderWidth="1px" rounded="md" p="3">
      <Stack gap="2">
        <chakra.label htmlFor="buscar-candidato-vacante" fontWeight="medium" fontSize="sm">
          Añadir candidato
        </chakra.label>
        <Input
          id="buscar-candidato-vacante"
          placeholder="Busca por nombre, email o posición"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          maxW="md"
        />
        {buscado && (
          <Stack gap="1" role="list" aria-label="Candidatos encontrados">
            {resultados.items.map((c) => (
              <HStack key={c.id} role="listitem" justify="space-between" gap="3" maxW="xl">
                <Text fontSize="sm" lineClamp={1}>
                  {c.nombre} · {c.email}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  loading={anadiendo === c.id}
                  onClick={() => void anadir(c.id)}
                  aria-label={`Añadir a ${c.nombre}`}
                >
                  Añadir
                </Button>
              </HStack>
            ))}
            {!resultados.cargando && resultados.items.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                Ningún candidato coincide con la búsqueda.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
