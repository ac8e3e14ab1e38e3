// Vacantes (issue 66 item 1, D185): the company's vacancies as cards, newest first, a page at a time,
// filtered by state; «Nueva vacante» and «Editar» for admins (and the superadmin on the chosen
// company), read-only for operators; «Candidatos» opens a vacancy's board and list (D186), where
// admins and operators add and move candidates. The apply link and the rest come in the next
// increments of issue 66 (docs/decisions D185, D186 say what is built).
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { tienePermiso } from '@shared/permissions';
import { ESTADOS_VACANTE, ETIQUETA_ESTADO_VACANTE, type EstadoVacante } from '@shared/schemas/vacante';
import { PlusIcon, VacanteIcon } from '../../components/icons';
import { ListaVacia } from '../../components/lista-vacia';
import { FiltroEstado, PantallaLista } from '../../components/pantalla-lista';
import { useSession } from '../../lib/session';
import { useRuta } from '../../lib/use-ruta';
import { type VacanteFila, useAreas, usePlantillasOfrecidas, useVacantes } from './api/vacantes';
import { VacanteCard, porEtapaTexto } from './components/vacante-card';
import { EnlaceDialog } from './components/enlace-dialog';
import { GreenhouseDialog } from './components/greenhouse-dialog';
import { EtapasDialog } from './components/etapas-dialog';
import { PipelineDialog } from './components/pipeline-dialog';
import { VacanteDialog } from './components/vacante-dialog';
import { errorCargaConMensaje } from '../../components/pantalla-lista-cuerpo';

export function VacantesPage() {
  const { user, empresaActual } = useSession();
  const esSuperadmin = user?.rol === 'superadmin';
  const puedeGestionar = !!user && tienePermiso(user.rol, user.activo !== false, 'manage_vacantes');
  const puedeMover = !!user && tienePermiso(user.rol, user.activo !== false, 'manage_candidates');
  const empresaId = esSuperadmin ? empresaActual?.id : undefined;

  const [estado, setEstado] = useState<EstadoVacante | ''>('');
  const lista = useVacantes(empresaId, estado || undefined);
  const areas = useAreas(empresaId);
  const plantillas = usePlantillasOfrecidas(empresaId);
  // The company's stages as read (not useEtapas's defaults while loading): a card names its stages with an
  // interview of their own once the list is known, in the company's names.
  const etapas = useRuta('GET /api/vacantes/etapas', { query: { empresaId } }).data?.etapas;
  const [dialogo, setDialogo] = useState<{ vacante?: VacanteFila } | null>(null);
  const [proceso, setProceso] = useState<VacanteFila | null>(null);
  const [enlace, setEnlace] = useState<VacanteFila | null>(null);
  const [greenhouse, setGreenhouse] = useState<VacanteFila | null>(null);
  const [editandoEtapas, setEditandoEtapas] = useState(false);
  const recargar = () => void lista.mutate();

  const nombreArea = (id: string | null) => (id ? areas.data?.find((a) => a.id === id)?.nombreArea : undefined);
  const nombrePlantilla = (id: string) => plantillas.data?.find((p) => p.id === id)?.nombre;

  const nueva = puedeGestionar && (
    <Button colorPalette="brand" onClick={() => setDialogo({})} flexShrink="0">
      <PlusIcon />
      Nueva vacante
    </Button>
  );

  return (
    <PantallaLista
      titulo="Vacantes"
      descripcion="Los puestos que la empresa quiere cubrir: dónde, quién lleva la contratación y con qué entrevista."
      contador={{ nombre: 'vacantes' }}
      acciones={
        <>
          <FiltroEstado valor={estado} onChange={setEstado} estados={ESTADOS_VACANTE} etiquetas={ETIQUETA_ESTADO_VACANTE} />
          {puedeGestionar && (
            <Button variant="outline" onClick={() => setEditandoEtapas(true)} flexShrink="0">
              Etapas del proceso
            </Button>
          )}
          {nueva}
        </>
      }
      onActualizar={recargar}
      lista={lista}
      errorCarga={errorCargaConMensaje('No se pudieron cargar las vacantes')}
      clave={(v) => v.id}
      render={(v) => (
        <VacanteCard
          vacante={v}
          areaNombre={nombreArea(v.areaId)}
          plantillaNombre={nombrePlantilla(v.servicioId)}
          porEtapa={porEtapaTexto(v, etapas, nombrePlantilla)}
          puedeEditar={puedeGestionar}
          onEditar={(x) => setDialogo({ vacante: x })}
          onCandidatos={setProceso}
          onEnlace={setEnlace}
          onGreenhouse={setGreenhouse}
        />
      )}
      columnas={{ base: 1, md: 2, xl: 3 }}
      alturaEsqueleto="56"
      filtrando={!!estado}
      sinCoincidencias={{ titulo: 'No hay vacantes en ese estado', descripcion: 'Prueba con otro estado o con «Todos los estados».' }}
      vacio={
        <ListaVacia
          icono={<VacanteIcon />}
          titulo="Todavía no hay vacantes"
          descripcion={
            puedeGestionar
              ? 'Crea la primera: el puesto, dónde se trabaja, quién lleva la contratación y la entrevista que harán sus candidatos.'
              : 'Cuando un administrador de tu empresa cree una vacante, la verás aquí.'
          }
          accion={nueva}
        />
      }
    >
      {dialogo && (
        <VacanteDialog
          key={dialogo.vacante?.id ?? 'nueva'}
          vacante={dialogo.vacante}
          empresaId={empresaId}
          onClose={() => setDialogo(null)}
          onSaved={recargar}
        />
      )}
      {editandoEtapas && <EtapasDialog empresaId={empresaId} onClose={() => setEditandoEtapas(false)} />}
      {greenhouse && <GreenhouseDialog vacante={greenhouse} empresaId={empresaId} onClose={() => setGreenhouse(null)} />}
      {enlace && <EnlaceDialog vacante={enlace} empresaId={empresaId} puedeEditar={puedeGestionar} onClose={() => setEnlace(null)} />}
      {proceso && <PipelineDialog vacante={proceso} empresaId={empresaId} puedeMover={puedeMover} onClose={() => setProceso(null)} />}
    </PantallaLista>
  );
}
