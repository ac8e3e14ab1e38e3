// Candidatos (part 2 §2, manage_candidates): the company's candidates, newest first, with a search
// by name, email or position (accents and case do not matter), a status filter, a vacancy and the
// creation date's days (D196), refresh, the count,
// one card per candidate with its status badge, both empty states, the load error, 'Cargar más',
// and working buttons: new, view profile, edit, change status, delete, «Exportar CSV» (what the search and the
// filters show, every page; D186, D196). People chosen with each card's box are added to a vacancy at
// once («Añadir a una vacante…», D200), the action's progress shown over the list. The superadmin
// works on the chosen company.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@chakra-ui/react';
import { candidatos as msg, fmt, importacion as msgImportacion } from '@shared/messages';
import { tienePermiso } from '@shared/permissions';
import {
  ESTADO_CANDIDATO_ETIQUETA,
  ESTADOS_CANDIDATO,
  ORDEN_CANDIDATOS_ETIQUETA,
  ORDENES_CANDIDATOS,
  type EstadoCandidato,
  type OrdenCandidatos,
} from '@shared/schemas/candidato';
import { BotonExportarCsv } from '../../components/boton-exportar-csv';
import { FiltroEtapa, FiltroPeriodo, FiltroVacante, usePeriodo } from '../../components/filtros-lista';
import { PlusIcon, UploadIcon, UsersIcon } from '../../components/icons';
import { FilterSelect, FiltroEstado, PantallaLista } from '../../components/pantalla-lista';
import { ListaVacia } from '../../components/lista-vacia';
import { toaster } from '../../components/toaster';
import { mensajeDeError } from '../../lib/form-errors';
import { invalidar } from '../../lib/invalidar';
import { useSession } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useEliminacion } from '../../lib/use-eliminacion';
import {
  type CandidatoFila,
  type FiltroCandidatos,
  actualizarCandidato,
  eliminarCandidato,
  claveFiltro,
  exportarCandidatosCsv,
  useCandidatos,
} from './api/candidatos';
import { CandidatoCard } from './components/candidato-card';
import { CandidatoDialog } from './components/candidato-dialog';
import { CandidatoPerfil } from './components/candidato-perfil';
import { ImportarCsvDialog } from '../../components/importar-csv-dialog';
import { RetencionMes } from './components/retencion-mes';
import { ProgresoLote } from '../../components/progreso-lote';
import { BarraElegidos, conmutarElegido, type Elegidos } from './components/anadir-a-vacante';
import { ConfirmarEliminacion } from '../../components/confirmar-eliminacion';

export function CandidatosPage() {
  const { user, empresaActual } = useSession();
  const navigate = useNavigate();
  const puedeProgramar = !!user && tienePermiso(user.rol, user.activo !== false, 'manage_interviews');
  const empresaId = user?.rol === 'superadmin' ? empresaActual?.id : undefined;
  const [busqueda, setBusqueda] = useState('');
  const q = useDebouncedValue(busqueda, 300);
  const [estado, setEstado] = useState<EstadoCandidato | ''>('');
  const [vacanteId, setVacanteId] = useState('');
  const periodo = usePeriodo();
  const [etapa, setEtapa] = useState('');
  const [elegido, setOrden] = useState<OrdenCandidatos>('recientes');
  // By name is the whole company's order (D207): with a search or a vacancy the list is newest first.
  const porNombrePosible = !q.trim() && !vacanteId;
  const orden: OrdenCandidatos = elegido === 'nombre' && !porNombrePosible ? 'recientes' : elegido;
  const filtro: FiltroCandidatos = {
    orden,
    q,
    estado: estado || undefined,
    vacanteId: vacanteId || undefined,
    etapa: (vacanteId && etapa) || undefined,
    ...periodo.consulta,
  };
  const lista = useCandidatos(empresaId, filtro);
  const [creando, setCreando] = useState(false);
  const [importando, setImportando] = useState(false);
  const [editando, setEditando] = useState<CandidatoFila | null>(null);
  const [viendo, setViendo] = useState<CandidatoFila | null>(null);
  const [cambiando, setCambiando] = useState<string | null>(null);
  const [elegidos, setElegidos] = useState<Elegidos>(new Map());
  // «Everyone the filters match» (D203): held while the filters are the ones it was chosen with.
  const [todosCon, setTodosCon] = useState<string | null>(null);
  const todos = todosCon !== null && todosCon === claveFiltro(filtro);
  const limpiarEleccion = () => {
    setElegidos(new Map());
    setTodosCon(null);
  };
  // Unticking one of «everyone» leaves everyone the list has shown but that one, chosen by hand.
  const elegir = (c: CandidatoFila) => {
    if (todos) {
      setTodosCon(null);
      setElegidos(new Map(lista.items.filter((x) => x.id !== c.id).map((x) => [x.id, x.nombre])));
    } else setElegidos((s) => conmutarElegido(s, c.id, c.nombre));
  };
  const [lote, setLote] = useState<{ vacanteId: string; titulo: string; loteId: string } | null>(null);

  // The list, and the counts that depend on it (the dashboard and the sidebar's footer read /api/dashboard).
  const recargar = () => {
    void lista.mutate();
    void invalidar('dashboard');
  };
  const eliminacion = useEliminacion(
    (c: CandidatoFila) => eliminarCandidato(c.id),
    { exito: msg.eliminado, error: (e) => mensajeDeError(e, msg.noEliminado) },
    recargar,
  );
  const filtrando = !!q.trim() || !!estado || !!vacanteId || periodo.activo;
  // A stage is a vacancy's: choosing another vacancy (or none) lets it go.
  const cambiarVacante = (id: string) => {
    setVacanteId(id);
    setEtapa('');
  };

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
    <PantallaLista
      titulo="Candidatos"
      descripcion="Las personas que participan en los procesos de selección de tu empresa."
      contador={{ nombre: 'candidatos' }}
      resumen={
        <>
          <RetencionMes empresaId={empresaId} />
          {(todos || elegidos.size > 0) && (
            <BarraElegidos
              empresaId={empresaId}
              eleccion={todos ? { filtro, filtrando, cuantos: lista.hayMas ? undefined : lista.items.length } : { elegidos }}
              filtrando={filtrando}
              onElegirTodos={
                todos || (!lista.hayMas && lista.items.every((c) => elegidos.has(c.id)))
                  ? undefined
                  : () => {
                      setElegidos(new Map());
                      setTodosCon(claveFiltro(filtro));
                    }
              }
              onLimpiar={limpiarEleccion}
              onLanzada={setLote}
            />
          )}
          {lote && (
            <ProgresoLote
              key={lote.loteId}
              vacanteId={lote.vacanteId}
              empresaId={empresaId}
              loteId={lote.loteId}
              vacante={lote.titulo}
              onCerrar={() => setLote(null)}
            />
          )}
        </>
      }
      acciones={
        <>
          <Button variant="outline" onClick={() => setImportando(true)}>
            <UploadIcon />
            {msgImportacion.boton}
          </Button>
          <BotonExportarCsv exportar={() => exportarCandidatosCsv(empresaId, filtro)} />
          <Button colorPalette="brand" onClick={() => setCreando(true)}>
            <PlusIcon />
            Nuevo candidato
          </Button>
        </>
      }
      busqueda={{
        etiqueta: 'Buscar candidatos',
        placeholder: 'Buscar por nombre, email o posición',
        valor: busqueda,
        onChange: setBusqueda,
      }}
      barra="envolver"
      filtros={
        <>
          <FiltroEstado valor={estado} onChange={setEstado} estados={ESTADOS_CANDIDATO} etiquetas={ESTADO_CANDIDATO_ETIQUETA} />
          <FiltroVacante empresaId={empresaId} valor={vacanteId} onChange={cambiarVacante} />
          {vacanteId && <FiltroEtapa empresaId={empresaId} valor={etapa} onChange={setEtapa} />}
          <FilterSelect
            etiqueta="Ordenar por"
            valor={orden}
            onChange={(o) => setOrden(o || 'recientes')}
            opciones={porNombrePosible ? ORDENES_CANDIDATOS : ORDENES_CANDIDATOS.filter((o) => o !== 'nombre')}
            nombre={(o) => ORDEN_CANDIDATOS_ETIQUETA[o]}
          />
          <FiltroPeriodo periodo={periodo} />
        </>
      }
      onActualizar={recargar}
      lista={lista}
      errorCarga={{ texto: textoError }}
      clave={(c) => c.id}
      render={(c) => (
        <CandidatoCard
          candidato={c}
          cambiandoEstado={cambiando === c.id}
          onVerPerfil={() => setViendo(c)}
          onEditar={() => setEditando(c)}
          onProgramar={puedeProgramar ? () => void navigate(`/entrevistas?programar=1&candidatoId=${encodeURIComponent(c.id)}`) : undefined}
          onEliminar={() => eliminacion.pedir(c)}
          onCambiarEstado={(e) => void cambiarEstado(c, e)}
          elegido={todos || elegidos.has(c.id)}
          onElegir={() => elegir(c)}
        />
      )}
      alturaEsqueleto="44"
      filtrando={filtrando}
      sinCoincidencias={{
        titulo: 'No se encontraron candidatos',
        descripcion:
          'Ningún candidato coincide con la búsqueda o los filtros. Prueba con otras palabras, otro estado, otra vacante u otras fechas.',
      }}
      vacio={
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
      }
    >
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
      <ConfirmarEliminacion eliminacion={eliminacion} title="Eliminar candidato">
        {(c) => <>Se borrarán {c.nombre} y todos sus datos guardados en Talentia. Esta acción no se puede deshacer.</>}
      </ConfirmarEliminacion>
    </PantallaLista>
  );
}
