// «Comparar» a vacancy's candidates (issue 66 item 4, D188): first two to five are chosen from the
// vacancy's list (a plain list of checkboxes, in the order chosen: that is the columns' order), then a
// table with the competencies as rows and the candidates as columns — per competency the report's
// score and the review's, with the quote behind the report's — and the interview, the means, the
// report's recommendation, the person's decision and the integrity signals. A real table (headers with
// their scope) that scrolls sideways at 390 px. Wherever the columns can be put in an order, it says
// «La decisión la toma una persona»: a score orders a table, never people.
import { type ReactNode, useState } from 'react';
import { Badge, Box, Button, Checkbox, chakra, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { nombreEtapa } from '@shared/schemas/etapas-vacante';
import { AVISO_COMPARACION, type CandidatoComparado, COMPARAR, type CompetenciaComparada } from '@shared/schemas/comparacion';
import { autorInforme, DECISION_ETIQUETA, PUNTUACION_MAXIMA, RECOMENDACION_IA_ETIQUETA } from '@shared/schemas/informe';
import { cuenta } from '@shared/plural';
import { normalizarTexto } from '@shared/texto';
import { CargarMas } from '../../../components/cargar-mas';
import { ETIQUETA_ESTADO_ENTREVISTA } from '../../../components/estado-entrevista';
import { formatNumero } from '../../../components/informe-ia/formato';
import { OptionSelect } from '../../../components/option-select';
import { ReadOnlyDialog } from '../../../components/read-only-dialog';
import { desplazableAncho } from '../../../components/tabla-desplazable';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';
import { useComparacion } from '../api/comparar';
import { useCandidaturas, useEtapas, type VacanteFila } from '../api/vacantes';

interface CompararDialogProps {
  vacante: VacanteFila;
  empresaId: string | undefined;
  onClose: () => void;
}

export function CompararDialog({ vacante, empresaId, onClose }: CompararDialogProps) {
  const [elegidos, setElegidos] = useState<string[]>([]);
  const [comparados, setComparados] = useState<string[] | null>(null);
  return (
    <ReadOnlyDialog
      title={`Comparar candidatos · ${vacante.titulo}`}
      description="Sus informes y revisiones, lado a lado."
      onClose={onClose}
      fullScreen
      actions={
        comparados && (
          <Button variant="outline" onClick={() => setComparados(null)}>
            Cambiar la selección
          </Button>
        )
      }
    >
      {comparados ? (
        <Tabla vacanteId={vacante.id} empresaId={empresaId} ids={comparados} />
      ) : (
        <Eleccion
          vacanteId={vacante.id}
          empresaId={empresaId}
          elegidos={elegidos}
          setElegidos={setElegidos}
          comparar={() => setComparados(elegidos)}
        />
      )}
    </ReadOnlyDialog>
  );
}

/** The vacancy's candidates as checkboxes: up to five, in the order ticked. */
function Eleccion(props: {
  vacanteId: string;
  empresaId: string | undefined;
  elegidos: string[];
  setElegidos: (ids: string[]) => void;
  comparar: () => void;
}) {
  const { vacanteId, empresaId, elegidos, setElegidos, comparar } = props;
  const lista = useCandidaturas(vacanteId, empresaId);
  const { etapas } = useEtapas(empresaId);
  const personas = lista.items.filter((c) => c.candidato);
  const lleno = elegidos.length >= COMPARAR.max;
  const marcar = (id: string, si: boolean) => setElegidos(si ? [...elegidos, id] : elegidos.filter((x) => x !== id));
  if (!lista.cargando && personas.length < COMPARAR.min)
    return <Text color="fg.muted">Hacen falta al menos dos candidatos en la vacante para compararlos.</Text>;
  return (
    <Stack gap="3" maxW="xl">
      <chakra.fieldset>
        <chakra.legend fontWeight="medium" mb="1">
          Elige de {COMPARAR.min} a {COMPARAR.max} candidatos
        </chakra.legend>
        <Text fontSize="sm" color="fg.muted" mb="2">
          Las columnas siguen el orden en que los eliges.
        </Text>
        <Stack gap="2">
          {personas.map((c) => {
            const marcado = elegidos.includes(c.candidatoId);
            return (
              <Checkbox.Root
                key={c.candidatoId}
                checked={marcado}
                disabled={lleno && !marcado}
                onCheckedChange={(d) => marcar(c.candidatoId, d.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {c.candidato!.nombre} · {nombreEtapa(etapas, c.etapa)}
                </Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </Stack>
      </chakra.fieldset>
      <CargarMas lista={lista} />
      <Text fontSize="sm" aria-live="polite">
        Elegidos: {elegidos.length} de {COMPARAR.max}
        {lleno ? ' (el máximo)' : ''}
      </Text>
      <Button alignSelf="start" colorPalette="brand" disabled={elegidos.length < COMPARAR.min} onClick={comparar}>
        Comparar
      </Button>
    </Stack>
  );
}

const ORDENES = {
  elegido: 'En el orden elegido',
  informe: 'Por la media del informe, de mayor a menor',
  revision: 'Por la media de la revisión, de mayor a menor',
} as const;
type Orden = keyof typeof ORDENES;

/** The columns in the order asked: a mean, highest first; those without one last, in the order chosen. */
function ordenar(candidatos: readonly CandidatoComparado[], orden: Orden): CandidatoComparado[] {
  if (orden === 'elegido') return [...candidatos];
  const media = (c: CandidatoComparado) => (orden === 'informe' ? c.informe?.mediaInforme : c.informe?.mediaRevision) ?? -1;
  return [...candidatos].sort((a, b) => media(b) - media(a));
}

const Th = ({ children }: { children: ReactNode }) => (
  <Table.ColumnHeader scope="row" minW="36" maxW="48" verticalAlign="top" bg="bg.subtle" whiteSpace="normal">
    {children}
  </Table.ColumnHeader>
);
const Celda = ({ children }: { children: ReactNode }) => (
  <Table.Cell verticalAlign="top" fontSize="sm" whiteSpace="normal">
    {children}
  </Table.Cell>
);
const Nada = () => <Text color="fg.muted">—</Text>;
const deQuien = (c: CandidatoComparado) => {
  const a = autorInforme(c.informe?.metodo);
  return a.charAt(0).toUpperCase() + a.slice(1);
};

function Tabla({ vacanteId, empresaId, ids }: { vacanteId: string; empresaId: string | undefined; ids: string[] }) {
  const { data, error } = useComparacion(vacanteId, empresaId, ids);
  const { etapas } = useEtapas(empresaId);
  const [orden, setOrden] = useState<Orden>('elegido');
  if (error) return <Text role="alert">{mensajeDeError(error, 'No se pudo cargar la comparación')}</Text>;
  if (!data) return <Text color="fg.muted">Cargando la comparación…</Text>;
  const columnas = ordenar(data.candidatos, orden);
  return (
    <Stack gap="3">
      <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
        <HStack gap="2" wrap="wrap" align="center">
          <chakra.label htmlFor="orden-comparacion" fontSize="sm" fontWeight="medium">
            Ordenar las columnas
          </chakra.label>
          <Box minW="64">
            <OptionSelect
              id="orden-comparacion"
              value={orden}
              options={Object.entries(ORDENES).map(([value, label]) => ({ value, label }))}
              onChange={(e) => setOrden(e.target.value as Orden)}
            />
          </Box>
        </HStack>
        <Text fontSize="sm" mt="2" data-testid="aviso-comparacion">
          Las puntuaciones y el orden ayudan a leer los informes juntos; no deciden por nadie. <strong>{AVISO_COMPARACION}</strong>
        </Text>
      </Box>
      <Table.ScrollArea borderWidth="1px" rounded="md" {...desplazableAncho('Comparación de candidatos')}>
        <Table.Root size="sm" minW={`${10 + columnas.length * 15}rem`}>
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2" fontSize="sm" color="fg.muted">
            Competencias en filas, candidatos en columnas.
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col" bg="bg.subtle">
                Competencia
              </Table.ColumnHeader>
              {columnas.map((c) => (
                <Table.ColumnHeader key={c.candidatoId} scope="col" minW="56" verticalAlign="top" whiteSpace="normal">
                  <Text fontWeight="semibold">{c.nombre}</Text>
                  <Badge variant="subtle" mt="1">
                    {nombreEtapa(etapas, c.etapa)}
                  </Badge>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Th>Entrevista</Th>
              {columnas.map((c) => (
                <Celda key={c.candidatoId}>{textoEntrevista(c)}</Celda>
              ))}
            </Table.Row>
            {data.competencias.map((h) => (
              <Table.Row key={h}>
                <Th>{h}</Th>
                {columnas.map((c) => (
                  <Celda key={c.candidatoId}>
                    <Competencia c={c} s={c.informe?.competencias.find((x) => normalizarTexto(x.habilidad) === normalizarTexto(h))} />
                  </Celda>
                ))}
              </Table.Row>
            ))}
            <Table.Row>
              <Th>Media de las competencias evaluadas</Th>
              {columnas.map((c) => (
                <Celda key={c.candidatoId}>
                  {c.informe ? (
                    <>
                      <Text>
                        {deQuien(c)}: {c.informe.mediaInforme === null ? 'sin puntuación' : formatNumero(c.informe.mediaInforme)}
                      </Text>
                      {c.informe.mediaRevision !== null && <Text>De la revisión: {formatNumero(c.informe.mediaRevision)}</Text>}
                    </>
                  ) : (
                    <Nada />
                  )}
                </Celda>
              ))}
            </Table.Row>
            <Table.Row>
              <Th>Recomendación del informe</Th>
              {columnas.map((c) => (
                <Celda key={c.candidatoId}>
                  {c.informe ? (
                    <>
                      <Badge variant="outline" colorPalette={c.informe.recomendacion.valor === 'recomendado' ? 'green' : 'red'}>
                        {RECOMENDACION_IA_ETIQUETA[c.informe.recomendacion.valor]}
                      </Badge>
                      {c.informe.recomendacion.regla && (
                        <Text fontSize="xs" color="fg.muted" mt="1">
                          {c.informe.recomendacion.regla}
                        </Text>
                      )}
                    </>
                  ) : (
                    <Nada />
                  )}
                </Celda>
              ))}
            </Table.Row>
            <Table.Row>
              <Th>Decisión de la persona</Th>
              {columnas.map((c) => (
                <Celda key={c.candidatoId}>
                  {c.revision ? (
                    <>
                      <Badge variant="subtle">{DECISION_ETIQUETA[c.revision.decision]}</Badge>
                      <Text fontSize="xs" color="fg.muted" mt="1">
                        {c.revision.por} · {formatFechaHora(c.revision.fecha) ?? c.revision.fecha}
                      </Text>
                    </>
                  ) : (
                    <Text color="fg.muted">{c.informe ? 'Sin revisar todavía' : '—'}</Text>
                  )}
                </Celda>
              ))}
            </Table.Row>
            <Table.Row>
              <Th>Señales de integridad</Th>
              {columnas.map((c) => (
                <Celda key={c.candidatoId}>
                  <Senales c={c} />
                </Celda>
              ))}
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

function textoEntrevista(c: CandidatoComparado): string {
  if (!c.entrevista) return 'Sin entrevista en esta vacante';
  const estado = ETIQUETA_ESTADO_ENTREVISTA[c.entrevista.estado] ?? c.entrevista.estado;
  return c.informe ? `${c.entrevista.servicioNombre} · ${estado}` : `${estado}: sin informe todavía`;
}

/** One competency of one candidate: the report's score, the review's beside it, and the quotes behind the report's. */
function Competencia({ c, s }: { c: CandidatoComparado; s: CompetenciaComparada | undefined }) {
  if (!c.informe) return <Nada />;
  if (!s) return <Text color="fg.muted">No está en su informe</Text>;
  const [primera, ...resto] = s.evidencia;
  return (
    <Stack gap="1">
      <Text>
        {deQuien(c)}: {s.puntuacionInforme === null ? 'No evaluado' : `${s.puntuacionInforme}/${PUNTUACION_MAXIMA}`}
      </Text>
      {c.revision && (
        <HStack gap="1" wrap="wrap">
          <Text>De la revisión: {s.puntuacionRevision === null ? 'sin puntuación' : `${s.puntuacionRevision}/${PUNTUACION_MAXIMA}`}</Text>
          {s.ajustada && (
            <Badge size="sm" variant="outline">
              Ajustada
            </Badge>
          )}
        </HStack>
      )}
      {primera && <Cita cita={primera.cita} pregunta={primera.pregunta} />}
      {resto.length > 0 && (
        <chakra.details fontSize="xs">
          <chakra.summary cursor="pointer" color="fg.muted">
            {cuenta(resto.length, 'cita más', 'citas más')}
          </chakra.summary>
          <Stack gap="1" mt="1">
            {resto.map((e, i) => (
              <Cita key={i} cita={e.cita} pregunta={e.pregunta} />
            ))}
          </Stack>
        </chakra.details>
      )}
    </Stack>
  );
}

const Cita = ({ cita, pregunta }: { cita: string; pregunta: number }) => (
  <chakra.blockquote fontSize="xs" fontStyle="italic" borderStartWidth="2px" borderColor="border.emphasized" ps="2">
    «{cita}»{' '}
    <Text as="span" fontStyle="normal" color="fg.muted">
      (pregunta {pregunta + 1})
    </Text>
  </chakra.blockquote>
);

/** The report's checks and the page's signals, counted and named: facts for the person who reads them. */
function Senales({ c }: { c: CandidatoComparado }) {
  const i = c.informe?.integridad;
  if (!i) return <Nada />;
  const lineas = [
    ...i.marcas.map((m) => `${m.etiqueta}: ${cuenta(m.respuestas, 'respuesta', 'respuestas')}`),
    ...(i.discrepancias ? [`${cuenta(i.discrepancias, 'puntuación alta', 'puntuaciones altas')} solo con respuestas señaladas`] : []),
    ...(i.senalesPagina.conPegado ? [`Texto pegado: ${cuenta(i.senalesPagina.conPegado, 'respuesta', 'respuestas')}`] : []),
    ...(i.senalesPagina.pegadasEnteras
      ? [`Pegada entera o casi: ${cuenta(i.senalesPagina.pegadasEnteras, 'respuesta', 'respuestas')}`]
      : []),
    ...(i.senalesPagina.conPerdidaFoco ? [`Salió de la página: ${cuenta(i.senalesPagina.conPerdidaFoco, 'respuesta', 'respuestas')}`] : []),
  ];
  return (
    <Stack gap="1">
      <Text fontWeight="medium">
        {!i.comprobada
          ? 'Informe anterior a las comprobaciones'
          : i.respuestasConSenales
            ? cuenta(i.respuestasConSenales, 'respuesta con señales', 'respuestas con señales')
            : 'Ninguna respuesta señalada'}
      </Text>
      {lineas.length > 0 && (
        <List.Root ps="4" gap="0.5" fontSize="xs">
          {lineas.map((l) => (
            <List.Item key={l}>{l}</List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
