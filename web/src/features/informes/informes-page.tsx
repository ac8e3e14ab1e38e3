// Informes (part 2 §2 "Reports screen"; view_reports; D69): the three cards (total reports,
// average score, recommended), the company's AI reports with a search by candidate, an area filter,
// a status filter (analizada, validada), a filter by the integrity checks' flags (with or without
// answers flagged: issue 53 item 7), a vacancy and the card's date's days (D192) and a sort; «Exportar CSV» of what they show (every page, D192); 'Cargar más' while the server has more (a page
// may come back short when filters are on). Each report unfolds into the shared tabs (Resumen,
// Competencias, Recomendaciones), opens whole with 'Ver Completo' (the transcript with the quotes
// highlighted and the review, whose form is there while the report is analizada) and downloads as a PDF. The whole report is open while the address
// says ?entrevista={id} — the report-ready email and notification link there. The superadmin works
// on the company chosen in the shell.
import { useMemo, useState } from 'react';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { nombreEmpresa } from '@shared/empresa-etiquetas';
import { ETIQUETA_PUNTUACION, ORDEN_INFORMES_ETIQUETA, ORDENES_INFORMES } from '@shared/schemas/informe';
import { BotonExportarCsv } from '../../components/boton-exportar-csv';
import { ETIQUETA_ESTADO_ENTREVISTA } from '../../components/estado-entrevista';
import {
  FiltroArea,
  FiltroPeriodo,
  FiltroPlantilla,
  FiltroRevisor,
  FiltroSenalesIntegridad,
  FiltroVacante,
  usePeriodo,
} from '../../components/filtros-lista';
import { BarChartIcon, CheckCircleIcon, FileTextIcon } from '../../components/icons';
import { ListaVacia } from '../../components/lista-vacia';
import { FilterSelect, FiltroEstado, PantallaLista } from '../../components/pantalla-lista';
import { TarjetaCifra } from '../../components/tarjeta-cifra';
import { useAreas } from '../../lib/areas';
import { invalidar } from '../../lib/invalidar';
import { useSession } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useParametroUrl } from '../../lib/use-parametro-url';
import {
  type EstadoInforme,
  type FiltroInformes,
  type FiltroSenales,
  type OrdenInformes,
  exportarInformesCsv,
  useEstadisticasInformes,
  useInformes,
} from './api/informes';
import { InformeCard, puntuacionSobreDiez } from './components/informe-card';

import { useDescargaPdf } from './descargar-pdf';
import { InformeCompleto } from './components/informe-completo';
import { ImpugnacionesPendientes } from './components/impugnaciones-pendientes';
import { errorCargaConMensaje } from '../../components/pantalla-lista-cuerpo';

const ESTADOS_INFORME: readonly EstadoInforme[] = ['analizada', 'validada'];

/** The filters' selects: full width on a phone, side by side from md. */
const anchoSelect = { base: 'full', sm: 'calc(50% - 0.375rem)', md: '48' } as const;

export function InformesPage() {
  const { user, empresaActual } = useSession();
  const empresaId = user?.rol === 'superadmin' ? empresaActual?.id : undefined;
  const empresa = nombreEmpresa(empresaActual) || user?.empresaNombre || '';

  const [busqueda, setBusqueda] = useState('');
  const q = useDebouncedValue(busqueda, 300);
  const [areaId, setAreaId] = useState('');
  const [estado, setEstado] = useState<EstadoInforme | ''>('');
  const [senales, setSenales] = useState<FiltroSenales | ''>('');
  const [orden, setOrden] = useState<OrdenInformes>('fecha');
  const [vacanteId, setVacanteId] = useState('');
  const [servicioId, setServicioId] = useState('');
  const [revisorId, setRevisorId] = useState('');
  const periodo = usePeriodo();
  const filtro: FiltroInformes = {
    q,
    estado: estado || undefined,
    areaId: areaId || undefined,
    marcadas: senales || undefined,
    vacanteId: vacanteId || undefined,
    servicioId: servicioId || undefined,
    revisorId: revisorId || undefined,
    ...periodo.consulta,
    orden,
  };
  const lista = useInformes(empresaId, filtro);
  const cifras = useEstadisticasInformes(empresaId);
  const areas = useAreas(empresaId);
  const nombreArea = useMemo(() => new Map((areas.data ?? []).map((a) => [a.id, a.nombreArea])), [areas.data]);
  const pdf = useDescargaPdf(empresaId, empresa);

  // The whole report follows the address (?entrevista=…): the email's link opens it on arrival.
  const completoUrl = useParametroUrl('entrevista');
  const completo = completoUrl.valor;

  // The list, the cards, and any report read in full.
  const recargar = () => {
    void lista.mutate();
    void cifras.mutate();
    void invalidar('entrevistas');
  };
  // A review saved in 'Ver Completo': the report's state, decision and recommendation change on its
  // card and in the cards' figures (the dialog already holds the updated interview).
  const trasRevision = () => {
    void lista.mutate();
    void cifras.mutate();
    // …and elsewhere: the interviews' states and counts, the candidate's status, analytics, dashboards.
    void invalidar('entrevistas', 'candidatos', 'analytics', 'dashboard');
  };

  const filtrando = !!q.trim() || !!estado || !!areaId || !!senales || !!vacanteId || !!servicioId || !!revisorId || periodo.activo;
  const c = cifras.data;
  const cargandoCifras = cifras.isLoading;
  const media = c ? puntuacionSobreDiez(c.puntuacionMedia) : null;

  return (
    <PantallaLista
      titulo="Informes"
      descripcion="Los informes de las entrevistas analizadas, de la IA o del analizador integrado: revísalos, compáralos y descárgalos en PDF."
      acciones={<BotonExportarCsv exportar={() => exportarInformesCsv(empresaId, filtro)} />}
      resumen={
        <Stack gap={{ base: '3', md: '4' }}>
          <ImpugnacionesPendientes empresaId={empresaId} onAbrir={completoUrl.poner} />
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap={{ base: '3', md: '4' }}>
            <TarjetaCifra
              etiqueta="Total Informes"
              valor={c?.total ?? '—'}
              icono={<FileTextIcon boxSize="5" />}
              cargando={cargandoCifras}
            />
            <TarjetaCifra
              etiqueta={ETIQUETA_PUNTUACION.media}
              valor={media ?? '—'}
              detalle={c && c.puntuacionMedia === null ? 'Sin competencias evaluadas todavía' : undefined}
              icono={<BarChartIcon boxSize="5" />}
              color="purple"
              cargando={cargandoCifras}
            />
            <TarjetaCifra
              etiqueta="Recomendados"
              valor={c?.recomendados ?? '—'}
              icono={<CheckCircleIcon boxSize="5" />}
              color="green"
              cargando={cargandoCifras}
            />
          </SimpleGrid>
        </Stack>
      }
      busqueda={{ etiqueta: 'Buscar informes', placeholder: 'Buscar por nombre del candidato', valor: busqueda, onChange: setBusqueda }}
      barra="envolver"
      filtros={
        <>
          <FiltroArea areas={areas.data} valor={areaId} onChange={setAreaId} ancho={anchoSelect} />
          <FiltroEstado
            valor={estado}
            onChange={setEstado}
            estados={ESTADOS_INFORME}
            etiquetas={ETIQUETA_ESTADO_ENTREVISTA}
            todos="Todos"
            ancho={anchoSelect}
          />
          <FiltroSenalesIntegridad valor={senales} onChange={setSenales} ancho={anchoSelect} />
          <FiltroVacante empresaId={empresaId} valor={vacanteId} onChange={setVacanteId} ancho={anchoSelect} />
          <FiltroPlantilla empresaId={empresaId} valor={servicioId} onChange={setServicioId} ancho={anchoSelect} />
          <FiltroRevisor empresaId={empresaId} valor={revisorId} onChange={setRevisorId} ancho={anchoSelect} />
          <FilterSelect
            etiqueta="Ordenar por"
            valor={orden}
            onChange={(o) => setOrden(o || 'fecha')}
            opciones={ORDENES_INFORMES}
            nombre={(o) => ORDEN_INFORMES_ETIQUETA[o]}
            ancho={anchoSelect}
          />
          <FiltroPeriodo periodo={periodo} />
        </>
      }
      onActualizar={recargar}
      lista={lista}
      errorCarga={errorCargaConMensaje('No se pudieron cargar los informes')}
      clave={(i) => i.id}
      render={(i) => (
        <InformeCard
          informe={i}
          areaNombre={i.areaId === null ? null : nombreArea.get(i.areaId)}
          empresaId={empresaId}
          descargando={pdf.descargando === i.id}
          onDescargar={() => void pdf.descargar(i.id)}
          onVerCompleto={() => completoUrl.poner(i.id)}
        />
      )}
      disposicion="columna"
      alturaEsqueleto="40"
      filtrando={filtrando}
      sinCoincidencias={{
        titulo: 'No se encontraron informes',
        descripcion:
          'Ningún informe coincide con la búsqueda o los filtros. Prueba con otro nombre, otra área, otro estado, otras señales de integridad, otra vacante u otras fechas.',
      }}
      vacio={
        <ListaVacia
          icono={<FileTextIcon />}
          titulo="No hay informes todavía: aparecerán cuando se analice una entrevista completada."
          descripcion="Cuando un candidato termina su entrevista, la IA la analiza y su informe aparece aquí."
        />
      }
      sinCoincidenciasAun={
        <Text color="fg.muted">Ningún informe de los revisados hasta ahora coincide: carga más para seguir buscando.</Text>
      }
    >
      {completo && (
        <InformeCompleto
          key={completo}
          id={completo}
          candidatoNombre={lista.informes.find((i) => i.id === completo)?.candidatoNombre}
          empresaId={empresaId}
          descargando={pdf.descargando === completo}
          onDescargar={(e) => void pdf.descargar(completo, e)}
          onClose={completoUrl.quitar}
          onValidada={trasRevision}
        />
      )}
    </PantallaLista>
  );
}
