// «Calibración IA – revisores» (D154): how far the AI's scores agree with the reviewers' final ones,
// per competency, as a quadratic-weighted kappa with its Landis & Koch band (a colour and its name,
// never the colour alone), the reviewed interviews under it and, per view, the share of decisions
// the reviewers changed. A selector picks the view: competencia (every interview), plantilla,
// revisor (only for those who may see people's names: the server sends it to them alone) and
// método (the built-in analyzer and each model). From `md` up each view is a table; below, each
// competency is a card with its figures named, as 'Rendimiento por área' does (D80).
import { useId, useState } from 'react';
import { Badge, Box, chakra, DataList, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { BANDA_KAPPA_ETIQUETA, type BandaKappa } from '@shared/schemas/analitica';
import { OptionSelect } from '../../../components/option-select';
import type { Analitica } from '../api/analytics';
import { formatEntero, formatKappa, formatPorcentaje } from '../formato';
import { Bloque, SinDatos } from './bloque';

type Calibracion = Analitica['calibracion'];
type Grupo = Calibracion['general'];
type Vista = 'competencia' | 'plantilla' | 'revisor' | 'metodo';

export const COLOR_BANDA: Record<BandaKappa, string> = {
  sin_datos: 'gray',
  pobre: 'red',
  leve: 'orange',
  aceptable: 'yellow',
  moderado: 'blue',
  considerable: 'teal',
  casi_perfecto: 'green',
};

/** The bands as the legend reads them (Landis & Koch 1977). */
const RANGOS: Array<[BandaKappa, string]> = [
  ['pobre', '< 0'],
  ['leve', '0–0,20'],
  ['aceptable', '0,21–0,40'],
  ['moderado', '0,41–0,60'],
  ['considerable', '0,61–0,80'],
  ['casi_perfecto', '0,81–1'],
];

export function BandaKappaBadge({ banda }: { banda: BandaKappa }) {
  return (
    <Badge colorPalette={COLOR_BANDA[banda]} variant={banda === 'sin_datos' ? 'outline' : 'subtle'} whiteSpace="nowrap">
      {BANDA_KAPPA_ETIQUETA[banda]}
    </Badge>
  );
}

const revisadasTexto = (n: number) => `${formatEntero(n)} ${n === 1 ? 'entrevista revisada' : 'entrevistas revisadas'}`;

function Resumen({ g }: { g: Grupo }) {
  const cambiadas = formatPorcentaje(g.decisionesCambiadasPct);
  return (
    <Text fontSize="sm" color="fg.muted">
      {revisadasTexto(g.revisadas)}
      {cambiadas ? ` · ${cambiadas} de decisiones cambiadas por el revisor` : ''}
    </Text>
  );
}

/** One group's competencies: cards below `md`, a table from `md` up. */
function TablaCompetencias({ g, etiqueta }: { g: Grupo; etiqueta: string }) {
  if (g.competencias.length === 0) return <SinDatos detalle="Ninguna revisión de este grupo tiene puntuaciones de la IA." />;
  return (
    <>
      <Stack as="ul" gap="2" hideFrom="md" aria-label={etiqueta}>
        {g.competencias.map((c) => (
          <Box as="li" key={c.competencia} listStyleType="none" borderWidth="1px" rounded="md" bg="bg" p="3">
            <HStack justify="space-between" align="start" gap="2" mb="2">
              <Text fontWeight="semibold" wordBreak="break-word">
                {c.competencia}
              </Text>
              <BandaKappaBadge banda={c.banda} />
            </HStack>
            <DataList.Root orientation="vertical" size="sm" display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="3">
              <DataList.Item>
                <DataList.ItemLabel>Kappa</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="medium">{formatKappa(c.kappa) ?? '—'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Entrevistas revisadas</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="medium">{formatEntero(c.revisadas)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Box>
        ))}
      </Stack>
      <Table.ScrollArea hideBelow="md" borderWidth="1px" rounded="lg" bg="bg" maxW="full">
        <Table.Root size="sm" aria-label={etiqueta}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Competencia</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Entrevistas revisadas</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Kappa</Table.ColumnHeader>
              <Table.ColumnHeader>Concordancia</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {g.competencias.map((c) => (
              <Table.Row key={c.competencia}>
                <Table.Cell fontWeight="medium">{c.competencia}</Table.Cell>
                <Table.Cell textAlign="end">{formatEntero(c.revisadas)}</Table.Cell>
                <Table.Cell textAlign="end" color={c.kappa === null ? 'fg.muted' : undefined}>
                  {formatKappa(c.kappa) ?? '—'}
                </Table.Cell>
                <Table.Cell>
                  <BandaKappaBadge banda={c.banda} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}

function Grupos({ grupos, vacio }: { grupos: Grupo[]; vacio: string }) {
  if (grupos.length === 0) return <SinDatos detalle={vacio} />;
  return (
    <Stack gap="5">
      {grupos.map((g) => (
        <Box as="section" key={g.id} aria-label={g.nombre}>
          <Text fontWeight="semibold" wordBreak="break-word">
            {g.nombre}
          </Text>
          <Resumen g={g} />
          <Box mt="2">
            <TablaCompetencias g={g} etiqueta={`Calibración de ${g.nombre}`} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

export function CalibracionIA({ calibracion }: { calibracion: Calibracion }) {
  const selectorId = useId();
  const [vista, setVista] = useState<Vista>('competencia');
  const vistas: Array<{ value: Vista; label: string }> = [
    { value: 'competencia', label: 'Competencia' },
    { value: 'plantilla', label: 'Plantilla' },
    ...(calibracion.porRevisor ? [{ value: 'revisor' as const, label: 'Revisor' }] : []),
    { value: 'metodo', label: 'Método (analizador o modelo)' },
  ];
  const general = calibracion.general;
  let cuerpo;
  if (general.revisadas === 0)
    cuerpo = <SinDatos detalle="Todavía no hay revisiones de informes de la IA desde que se mide la calibración." />;
  else if (vista === 'competencia')
    cuerpo = (
      <Stack gap="2">
        <Resumen g={general} />
        <TablaCompetencias g={general} etiqueta="Calibración por competencia" />
      </Stack>
    );
  else if (vista === 'plantilla') cuerpo = <Grupos grupos={calibracion.porPlantilla} vacio="No hay revisiones por plantilla." />;
  else if (vista === 'revisor') cuerpo = <Grupos grupos={calibracion.porRevisor ?? []} vacio="No hay revisiones por revisor." />;
  else cuerpo = <Grupos grupos={calibracion.porMetodo} vacio="No hay revisiones por método." />;

  return (
    <Bloque
      titulo="Calibración IA – revisores"
      descripcion="Cuánto coinciden las puntuaciones de la IA (0–10) con las que dejan los revisores, competencia a competencia."
    >
      <Stack gap="4">
        <Box borderWidth="1px" rounded="lg" bg="bg.subtle" p="3" fontSize="sm">
          <Text>
            El kappa ponderado (cuadrático) de Cohen vale 1 cuando el revisor deja siempre la puntuación de la IA, 0 cuando coinciden lo que
            cabría esperar por azar y es negativo si coinciden menos que eso; una diferencia grande pesa más que una pequeña. Se muestra a
            partir de {formatEntero(calibracion.minimo)} entrevistas revisadas; con menos, «{BANDA_KAPPA_ETIQUETA.sin_datos}».
          </Text>
          <Wrap gap="2" mt="2" aria-label="Bandas de Landis y Koch">
            {RANGOS.map(([banda, rango]) => (
              <HStack key={banda} gap="1">
                <BandaKappaBadge banda={banda} />
                <Text as="span" color="fg.muted">
                  {rango}
                </Text>
              </HStack>
            ))}
          </Wrap>
        </Box>
        <HStack gap="2" align="center" maxW="sm">
          <chakra.label htmlFor={selectorId} fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
            Ver por
          </chakra.label>
          <OptionSelect id={selectorId} options={vistas} value={vista} onChange={(ev) => setVista(ev.currentTarget.value as Vista)} />
        </HStack>
        {cuerpo}
      </Stack>
    </Bloque>
  );
}
