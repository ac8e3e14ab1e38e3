// «Monitor de equidad» on Analytics (issue 56 item 3, D175), admins only: for a template (or all) and
// a period, for the two outcomes (a person's decision to advance; the AI's score at the company's
// threshold), each category's people, selected, selection rate and impact ratio (NYC Local Law 144's
// method), by sex, age band and their intersection. No count under the company's minimum n is shown
// (issue 65 item 2): the API sends it hidden, «menos de N», or «N o más» when it is hidden so that no
// smaller one can be worked out; this screen renders what it gets and counts nothing itself. Without
// shown people and selected a category reads «datos insuficientes»; a ratio under 0,8 is an alert. The
// year's export for an independent auditor holds the same figures, never a person.
import { useState } from 'react';
import { Alert, Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { RATIO_ALERTA } from '@shared/equidad';
import type { MonitorEquidad, TablaImpacto } from '@shared/schemas/equidad';
import { cuenta, cuentaRecuento, textoRecuento } from '@shared/plural';
import { AvisoError } from '../../../components/aviso-error';
import { CamposPeriodo, hoyUtc } from '../../../components/campos-periodo';
import { FormField } from '../../../components/form-field';
import { desplazableAncho } from '../../../components/tabla-desplazable';
import { DownloadIcon } from '../../../components/icons';
import { llamar } from '../../../lib/api-rutas';
import { descargarJson } from '../../../lib/descargar';
import { mensajeDeError } from '../../../lib/form-errors';
import { useRuta } from '../../../lib/use-ruta';
import { formatEntero, formatPorcentaje } from '../formato';
import { Bloque } from './bloque';
import { OptionSelect } from '../../../components/option-select';

export const DATOS_INSUFICIENTES = 'datos insuficientes';
const RATIO = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const inicioDeAnio = () => `${new Date().getUTCFullYear()}-01-01`;

const mayuscula = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

function TablaCategorias({ titulo, tabla }: { titulo: string; tabla: TablaImpacto }) {
  const desconocidos = tabla.desconocidos;
  return (
    <Box overflowX="auto" {...desplazableAncho(titulo)}>
      <Table.Root size="sm" variant="outline" aria-label={titulo}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="1">
          {titulo}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Categoría</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Personas</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Seleccionadas</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Tasa de selección</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Ratio de impacto</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tabla.categorias.map((c) => (
            <Table.Row key={c.clave}>
              <Table.Cell>{c.etiqueta}</Table.Cell>
              <Table.Cell textAlign="end">{textoRecuento(c.n)}</Table.Cell>
              <Table.Cell textAlign="end">{textoRecuento(c.seleccionados)}</Table.Cell>
              <Table.Cell textAlign="end">{c.tasa === null ? '—' : formatPorcentaje(Math.round(c.tasa * 1000) / 10)}</Table.Cell>
              <Table.Cell textAlign="end">
                {!c.suficiente ? (
                  <Text as="span" color="fg.muted">
                    {DATOS_INSUFICIENTES}
                  </Text>
                ) : c.ratio === null ? (
                  '—'
                ) : (
                  <HStack justify="end" gap="2">
                    <span>{RATIO.format(c.ratio)}</span>
                    {c.alerta && <Badge colorPalette="red">Alerta</Badge>}
                  </HStack>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {(typeof desconocidos !== 'number' || desconocidos > 0) && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {mayuscula(textoRecuento(desconocidos))} con «Prefiero no decirlo»: cuentan aquí, no en las tasas ni en los ratios.
        </Text>
      )}
    </Box>
  );
}

function Resultados({ data }: { data: MonitorEquidad }) {
  if (data.mensaje) return <Text color="fg.muted">{data.mensaje}</Text>;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Text fontSize="sm">
          {mayuscula(cuentaRecuento(data.respuestas, 'cuestionario respondido', 'cuestionarios respondidos'))} en el periodo. Mínimo por
          categoría: {cuenta(data.minimoN, 'persona', 'personas')}.
        </Text>
        {data.minimoN > 1 && (
          <Text fontSize="sm" color="fg.muted">
            Ninguna cifra de menos de {formatEntero(data.minimoN)} personas se muestra («menos de {formatEntero(data.minimoN)}»), ni otra
            que permitiría deducirla («{formatEntero(data.minimoN)} o más»): así nadie puede reconocer a una persona. Sin sus personas y sus
            seleccionadas, una categoría no tiene tasa ni ratio.
          </Text>
        )}
      </Stack>
      {data.resultados.map((r) => (
        <Stack key={r.clave} gap="3" as="section" aria-label={r.nombre}>
          <Text fontWeight="semibold" fontSize="md">
            {r.nombre} ({cuentaRecuento(r.n, 'persona', 'personas')})
          </Text>
          {r.alertas > 0 && (
            <Alert.Root status="warning" rounded="md">
              <Alert.Indicator />
              <Alert.Title>
                {r.alertas === 1 ? 'Una categoría' : `${formatEntero(r.alertas)} categorías`} con un ratio de impacto por debajo de{' '}
                {RATIO.format(RATIO_ALERTA)} y datos suficientes: revisa el proceso.
              </Alert.Title>
            </Alert.Root>
          )}
          <TablaCategorias titulo="Sexo" tabla={r.sexo} />
          <TablaCategorias titulo="Franja de edad" tabla={r.edad} />
          <TablaCategorias titulo="Sexo × franja de edad" tabla={r.interseccion} />
        </Stack>
      ))}
    </Stack>
  );
}

export function MonitorEquidadBloque({ empresaId }: { empresaId: string | undefined }) {
  const [desde, setDesde] = useState(inicioDeAnio);
  const [hasta, setHasta] = useState(hoyUtc);
  const [servicioId, setServicioId] = useState('');
  const [exportando, setExportando] = useState(false);
  const [errorExportar, setErrorExportar] = useState<string | null>(null);
  const anio = Number(hasta.slice(0, 4)) || new Date().getUTCFullYear();
  const { data, error } = useRuta(
    'GET /api/analytics/equidad',
    desde && hasta ? { query: { empresaId, desde, hasta, ...(servicioId ? { servicioId } : {}) } } : null,
  );
  const exportar = async () => {
    setErrorExportar(null);
    setExportando(true);
    try {
      const r = await llamar('GET /api/analytics/equidad/exportar', { query: { empresaId, anio } });
      descargarJson(`equidad_${anio}.json`, r.data);
    } catch (e) {
      setErrorExportar(mensajeDeError(e, 'No se pudo exportar el año'));
    } finally {
      setExportando(false);
    }
  };
  return (
    <Bloque
      titulo="Monitor de equidad"
      descripcion="Tasas de selección y ratios de impacto (tasa de la categoría ÷ la mayor tasa) por sexo y franja de edad, de quienes respondieron el cuestionario voluntario tras su entrevista. Método de la Ley Local 144 de Nueva York; por debajo de 0,80 es la alarma habitual. Solo recuentos: nadie ve las respuestas de una persona."
    >
      <Stack gap="4">
        <HStack gap="3" wrap="wrap" align="end">
          <FormField label="Plantilla">
            <OptionSelect
              rootProps={{ minW: '56' }}
              value={servicioId}
              onChange={(e) => setServicioId(e.target.value)}
              emptyOption="Todas las plantillas"
              options={(data?.servicios ?? []).map((s) => ({ value: s.id, label: s.nombre }))}
            />
          </FormField>
          <CamposPeriodo desde={desde} hasta={hasta} onDesde={setDesde} onHasta={setHasta} />
          <Button variant="outline" onClick={() => void exportar()} loading={exportando}>
            <DownloadIcon />
            Exportar {anio} para auditoría
          </Button>
        </HStack>
        {errorExportar && (
          <Alert.Root status="info" rounded="md">
            <Alert.Indicator />
            <Alert.Title>{errorExportar}</Alert.Title>
          </Alert.Root>
        )}
        {error ? (
          <AvisoError mensaje={mensajeDeError(error, 'No se pudo cargar el monitor de equidad')} />
        ) : data ? (
          <Resultados data={data} />
        ) : (
          <Text color="fg.muted">Cargando el monitor de equidad…</Text>
        )}
      </Stack>
    </Bloque>
  );
}
