// Entrevistas (part 2 §2 "Interviews screen", §4, §5; D63; manage_interviews): the five counts
// (total, programada, en progreso, completada, analizada o validada), the company's interviews
// newest first (cancelled ones too, D115) with a search by candidate (as Candidatos
// searches), a status filter (every state, «Cancelada» included), a vacancy and the scheduled date's
// days (D192), a template, a reviewer and the order (newest or oldest first; D198), refresh,
// both empty states, the load error and 'Cargar más'; «Exportar CSV» of what the search and the filter
// show (every page, D186); the schedule dialog, the details dialog, the
// copy of the candidate's link, and — only while programada — 'Iniciar' (an assisted session in a
// new tab, or the spec's simulation after a confirmation), reschedule and cancel. The schedule dialog is open while the address says
// ?programar=1 (the dashboard's quick action; a candidate's profile adds &candidatoId=, a Servicios HR
// card's «Ejecutar» &servicioId=), so Back
// closes it. The superadmin works on the company chosen in the shell.
import { useEffect, useRef, useState } from 'react';
import { Button, SimpleGrid } from '@chakra-ui/react';
import { entrevistas as msg } from '@shared/messages';
import {
  ESTADOS_ENTREVISTA,
  ORDEN_ENTREVISTAS_ETIQUETA,
  ORDENES_ENTREVISTAS,
  type EstadoEntrevista,
  type OrdenEntrevistas,
} from '@shared/schemas/entrevista';
import type { FILTROS_SENALES } from '@shared/schemas/informe';
import { BotonExportarCsv } from '../../components/boton-exportar-csv';
import { ConfirmDialog } from '../../components/confirm-dialog';
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
import { CalendarIcon, CheckCircleIcon, ClockIcon, FileTextIcon, PlayIcon, PlusIcon } from '../../components/icons';
import { ListaVacia } from '../../components/lista-vacia';
import { FilterSelect, FiltroEstado, PantallaLista } from '../../components/pantalla-lista';
import { TarjetaCifra } from '../../components/tarjeta-cifra';
import { toaster } from '../../components/toaster';
import { mensajeDeError } from '../../lib/form-errors';
import { invalidar } from '../../lib/invalidar';
import { copiarAlPortapapeles } from '../../lib/portapapeles';
import { useAreas } from '../../lib/areas';
import { useSession } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useEliminacion } from '../../lib/use-eliminacion';
import { useParametroUrl } from '../../lib/use-parametro-url';
import {
  type EntrevistaFila,
  type FiltroEntrevistas,
  cancelarEntrevista,
  enlaceEntrevista,
  exportarEntrevistasCsv,
  iniciarEntrevista,
  simularEntrevista,
  useEntrevistaEnlazada,
  useEntrevistas,
  useEstadisticasEntrevistas,
} from './api/entrevistas';
import { CancelarDialog } from './components/cancelar-dialog';
import { DetalleDialog } from './components/detalle-dialog';
import { EntrevistaCard } from './components/entrevista-card';
import { ProgramarDialog } from './components/programar-dialog';
import { ReprogramarDialog } from './components/reprogramar-dialog';
import { errorCargaConMensaje } from '../../components/pantalla-lista-cuerpo';

export function EntrevistasPage() {
  const { user, empresaActual } = useSession();
  const empresaId = user?.rol === 'superadmin' ? empresaActual?.id : undefined;
  const [busqueda, setBusqueda] = useState('');
  const q = useDebouncedValue(busqueda, 300);
  const [estado, setEstado] = useState<EstadoEntrevista | ''>('');
  const [vacanteId, setVacanteId] = useState('');
  const [servicioId, setServicioId] = useState('');
  const [revisorId, setRevisorId] = useState('');
  const [areaId, setAreaId] = useState('');
  const areas = useAreas(empresaId);
  const [senales, setSenales] = useState<(typeof FILTROS_SENALES)[number] | ''>('');
  const [orden, setOrden] = useState<OrdenEntrevistas>('recientes');
  const periodo = usePeriodo();
  const filtro: FiltroEntrevistas = {
    q,
    estado: estado || undefined,
    vacanteId: vacanteId || undefined,
    servicioId: servicioId || undefined,
    revisorId: revisorId || undefined,
    marcadas: senales || undefined,
    areaId: areaId || undefined,
    orden,
    ...periodo.consulta,
  };
  const lista = useEntrevistas(empresaId, filtro);
  const cifras = useEstadisticasEntrevistas(empresaId);
  const [viendo, setViendo] = useState<EntrevistaFila | null>(null);
  const [reprogramando, setReprogramando] = useState<EntrevistaFila | null>(null);
  const [copiando, setCopiando] = useState<string | null>(null);

  // The schedule dialog follows the address (?programar=1[&candidatoId=…]).
  const programar = useParametroUrl('programar', ['candidatoId', 'servicioId']);
  const programando = programar.valor === '1';
  const candidatoInicial = programar.params.get('candidatoId') || undefined;
  const servicioInicial = programar.params.get('servicioId') || undefined;
  const abrirProgramar = () => programar.poner('1');

  // ?entrevista={id} (a link to one interview): that interview's details open.
  const enlace = useParametroUrl('entrevista');
  const enlazada = useEntrevistaEnlazada(viendo ? null : enlace.valor, empresaId);
  const abierta = viendo ?? (enlace.valor ? (enlazada.data ?? null) : null);
  const cerrarDetalle = () => {
    setViendo(null);
    enlace.quitar();
  };

  // The list, the counts, any interview read on its own, and what else counts interviews or
  // candidates (the dashboard and the sidebar's footer read /api/dashboard; a schedule moves a
  // candidate to en_proceso; a review changes the Informes list, its cards and Analytics).
  const recargar = () => void invalidar('entrevistas', 'candidatos', 'informes', 'analytics', 'dashboard');
  const cancelacion = useEliminacion(
    (e: EntrevistaFila) => cancelarEntrevista(e.id, empresaId),
    {
      exito: msg.cancelada,
      error: (e) => mensajeDeError(e, 'No se pudo cancelar la entrevista'),
      avisos: [msg.cancelacionNoEnviada],
    },
    () => {
      // The details close; the interview stays in the list, now cancelada.
      setViendo(null);
      recargar();
    },
  );

  const copiarEnlace = async (e: EntrevistaFila) => {
    setCopiando(e.id);
    const enlace = enlaceEntrevista(e.id, empresaId).then((r) => r.enlace);
    enlace.catch(() => undefined);
    try {
      await copiarAlPortapapeles(enlace);
      toaster.create({ type: 'success', title: msg.enlaceCopiado });
    } catch {
      try {
        // The link arrived but the browser refused the clipboard: show it to copy by hand.
        const texto = await enlace;
        toaster.create({ type: 'info', title: 'No se pudo copiar automáticamente: copia el enlace', description: texto, duration: 20_000 });
      } catch (error) {
        toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo obtener el enlace de la entrevista') });
      }
    } finally {
      setCopiando(null);
    }
  };

  const [iniciando, setIniciando] = useState<string | null>(null);
  const [simulando, setSimulando] = useState<EntrevistaFila | null>(null);
  // The re-reads after a simulation; dropped when the screen goes.
  const relecturas = useRef<number[]>([]);
  useEffect(() => () => relecturas.current.forEach((t) => window.clearTimeout(t)), []);

  // The assisted session opens in a new tab. The tab is opened on the click itself (a tab opened
  // after the call returns would be a blocked pop-up) and pointed at the link once it arrives.
  const iniciarAsistida = async (e: EntrevistaFila) => {
    const pestana = window.open('', '_blank');
    setIniciando(e.id);
    try {
      const { data, message } = await iniciarEntrevista(e.id, empresaId);
      if (pestana) {
        pestana.opener = null;
        pestana.location.href = data.enlace;
        toaster.create({ type: 'success', title: message ?? 'Entrevista iniciada en modo asistido' });
      } else {
        toaster.create({ type: 'info', title: 'Abre la entrevista asistida en este enlace', description: data.enlace, duration: 20_000 });
      }
      setViendo(null);
      recargar();
    } catch (error) {
      pestana?.close();
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo iniciar la entrevista') });
    } finally {
      setIniciando(null);
    }
  };

  const simular = async (e: EntrevistaFila) => {
    setIniciando(e.id);
    try {
      const { message } = await simularEntrevista(e.id, empresaId);
      toaster.create({ type: 'success', title: message ?? 'Simulación iniciada' });
      setSimulando(null);
      setViendo(null);
      recargar();
      // The run completes 2 s later and is analysed 2 s after that (part 2 §9): read again then, and a
      // few more times in case the queue or the analysis runs late on a busy server.
      for (const ms of [2_500, 4_500, 7_000, 10_000, 15_000, 20_000]) relecturas.current.push(window.setTimeout(recargar, ms));
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo simular la entrevista') });
    } finally {
      setIniciando(null);
    }
  };

  const filtrando = !!q.trim() || !!estado || !!vacanteId || !!servicioId || !!revisorId || !!senales || !!areaId || periodo.activo;
  const c = cifras.data;
  const cargandoCifras = cifras.isLoading;

  return (
    <PantallaLista
      titulo="Entrevistas"
      descripcion="Programa entrevistas con IA, comparte su enlace con el candidato y sigue su estado."
      acciones={
        <>
          <BotonExportarCsv exportar={() => exportarEntrevistasCsv(empresaId, filtro)} />
          <Button colorPalette="brand" onClick={abrirProgramar}>
            <PlusIcon />
            Programar entrevista
          </Button>
        </>
      }
      resumen={
        <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap={{ base: '3', md: '4' }}>
          <TarjetaCifra
            etiqueta="Total (sin canceladas)"
            valor={c?.total ?? '—'}
            icono={<CalendarIcon boxSize="5" />}
            cargando={cargandoCifras}
          />
          <TarjetaCifra
            etiqueta="Programadas"
            valor={c?.programada ?? '—'}
            icono={<ClockIcon boxSize="5" />}
            color="orange"
            cargando={cargandoCifras}
          />
          <TarjetaCifra
            etiqueta="En progreso"
            valor={c?.en_progreso ?? '—'}
            icono={<PlayIcon boxSize="5" />}
            color="purple"
            cargando={cargandoCifras}
          />
          <TarjetaCifra
            etiqueta="Completadas"
            valor={c?.completada ?? '—'}
            icono={<CheckCircleIcon boxSize="5" />}
            color="green"
            cargando={cargandoCifras}
          />
          <TarjetaCifra
            etiqueta="Analizadas o validadas"
            valor={c ? c.analizada + c.validada : '—'}
            icono={<FileTextIcon boxSize="5" />}
            color="teal"
            cargando={cargandoCifras}
          />
        </SimpleGrid>
      }
      busqueda={{
        etiqueta: 'Buscar entrevistas',
        placeholder: 'Buscar por candidato: nombre, email o posición',
        valor: busqueda,
        onChange: setBusqueda,
      }}
      barra="envolver"
      filtros={
        <>
          <FiltroEstado valor={estado} onChange={setEstado} estados={ESTADOS_ENTREVISTA} etiquetas={ETIQUETA_ESTADO_ENTREVISTA} />
          <FiltroVacante empresaId={empresaId} valor={vacanteId} onChange={setVacanteId} />
          <FiltroPlantilla empresaId={empresaId} valor={servicioId} onChange={setServicioId} />
          <FiltroRevisor empresaId={empresaId} valor={revisorId} onChange={setRevisorId} />
          {/* The candidate's area now (D202), the Informes screen's words. */}
          <FiltroArea areas={areas.data} valor={areaId} onChange={setAreaId} />
          {/* The Informes screen's own filter, the same words and the same test (D202). */}
          <FiltroSenalesIntegridad valor={senales} onChange={setSenales} />
          <FilterSelect
            etiqueta="Ordenar por"
            valor={orden}
            onChange={(o) => setOrden(o || 'recientes')}
            opciones={ORDENES_ENTREVISTAS}
            nombre={(o) => ORDEN_ENTREVISTAS_ETIQUETA[o]}
          />
          <FiltroPeriodo periodo={periodo} />
        </>
      }
      onActualizar={recargar}
      lista={lista}
      errorCarga={errorCargaConMensaje('No se pudieron cargar las entrevistas')}
      clave={(e) => e.id}
      render={(e) => (
        <EntrevistaCard
          entrevista={e}
          copiando={copiando === e.id}
          onDetalles={() => setViendo(e)}
          onCopiarEnlace={() => void copiarEnlace(e)}
          onReprogramar={() => setReprogramando(e)}
          onCancelar={() => cancelacion.pedir(e)}
          iniciando={iniciando === e.id}
          onAsistida={() => void iniciarAsistida(e)}
          onSimular={() => setSimulando(e)}
          empresaId={empresaId}
          onReenviada={recargar}
        />
      )}
      alturaEsqueleto="44"
      filtrando={filtrando}
      sinCoincidencias={{
        titulo: 'No se encontraron entrevistas',
        descripcion:
          'Ninguna entrevista coincide con la búsqueda o los filtros. Prueba con otras palabras, otro estado, otra vacante u otras fechas.',
      }}
      vacio={
        <ListaVacia
          icono={<CalendarIcon />}
          titulo="Todavía no hay entrevistas"
          descripcion="Programa la primera: el candidato recibirá por email el enlace para hacerla."
          accion={
            <Button colorPalette="brand" onClick={abrirProgramar}>
              <PlusIcon />
              Programar entrevista
            </Button>
          }
        />
      }
    >
      {programando && (
        <ProgramarDialog
          key={`${candidatoInicial ?? 'nueva'}-${servicioInicial ?? ''}`}
          empresaId={empresaId}
          candidatoIdInicial={candidatoInicial}
          servicioIdInicial={servicioInicial}
          onClose={programar.quitar}
          onProgramada={recargar}
        />
      )}
      {abierta && (
        <DetalleDialog
          key={`detalle-${abierta.id}`}
          entrevista={abierta}
          empresaId={empresaId}
          copiando={copiando === abierta.id}
          onClose={cerrarDetalle}
          onCopiarEnlace={(e) => void copiarEnlace(e)}
          // The details stay open under these dialogs (closing them first would hand the focus back
          // to the card, outside the new dialog, which then closes at once).
          onReprogramar={setReprogramando}
          onCancelar={cancelacion.pedir}
          iniciando={iniciando === abierta.id}
          onAsistida={(e) => void iniciarAsistida(e)}
          onSimular={setSimulando}
          onValidada={recargar}
          onReenviada={recargar}
        />
      )}
      {simulando && (
        <ConfirmDialog
          title="¿Simular esta entrevista?"
          pending={iniciando === simulando.id}
          onCancel={() => setSimulando(null)}
          onConfirm={() => void simular(simulando)}
          labels={{ cancel: 'Volver', confirm: 'Simular', pending: 'Iniciando...' }}
          colorPalette="brand"
        >
          La entrevista de {simulando.candidatoNombre} se completará en unos segundos con respuestas de demostración y quedará marcada como
          simulada. El enlace del candidato dejará de funcionar.
        </ConfirmDialog>
      )}
      {reprogramando && (
        <ReprogramarDialog
          key={`reprogramar-${reprogramando.id}`}
          entrevista={reprogramando}
          empresaId={empresaId}
          onClose={() => setReprogramando(null)}
          onReprogramada={recargar}
        />
      )}
      {cancelacion.objetivo && (
        <CancelarDialog
          entrevista={cancelacion.objetivo}
          cancelando={cancelacion.eliminando}
          error={cancelacion.error}
          onVolver={cancelacion.cancelar}
          onConfirmar={() => void cancelacion.confirmar()}
        />
      )}
    </PantallaLista>
  );
}
