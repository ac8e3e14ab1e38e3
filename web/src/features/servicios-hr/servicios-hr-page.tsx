// Servicios HR (part 2 §2): the platform's HR service templates as a card grid with a search, the
// count, refresh, both empty states and the load error. Every card shows its design and a run
// button (disabled while the service is inactive): «Ejecutar» opens Entrevistas' schedule form with
// that template chosen (/entrevistas?programar=1&servicioId=…, D162). A template the company is not
// offered (GET /api/servicios-hr/disponibles: not contracted, or its provider switched off) has no
// run button and says so; the superadmin asks about the company chosen in the shell. The superadmin creates, edits, switches on/off and
// deletes (with confirmation); everyone else reads the notice that only the Super Admin may.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { apis as msgApis, serviciosHr as msg, fmt } from '@shared/messages';
import { normalizarTexto } from '@shared/texto';
import { BriefcaseIcon, PlusIcon } from '../../components/icons';
import { ListaVacia } from '../../components/lista-vacia';
import { PantallaLista } from '../../components/pantalla-lista';
import { listaDeLectura } from '../../components/pantalla-lista-cuerpo';
import { toaster } from '../../components/toaster';
import { mensajeDeError } from '../../lib/form-errors';
import { invalidar } from '../../lib/invalidar';
import { useServiciosOfrecidos } from '../../lib/servicios-ofrecidos';
import { useSession } from '../../lib/session';
import { useEliminacion } from '../../lib/use-eliminacion';
import { actualizarServicio, eliminarServicio, type ServicioFila, useServiciosHr } from './api/servicios-hr';
import { DisenoDialog } from './components/diseno-dialog';
import { PlantillasPropiasSeccion } from './components/plantillas-propias-seccion';
import { ServicioCard } from './components/servicio-card';
import { ServicioDialog } from './components/servicio-dialog';
import { ConfirmarEliminacion } from '../../components/confirmar-eliminacion';

const coincide = (s: ServicioFila, q: string) =>
  normalizarTexto([s.nombre, s.codigo, s.descripcion ?? '', s.experto?.nombre ?? ''].join(' ')).includes(q);

const DESCONOCIDO = msgApis.errorDesconocido;

export function ServiciosHrPage() {
  const { user, empresaActual } = useSession();
  const esSuperadmin = user?.rol === 'superadmin';
  const navigate = useNavigate();
  // What the company may schedule with: a company user's own; the superadmin's chosen company, if any.
  const empresaId = esSuperadmin ? empresaActual?.id : undefined;
  const ofrecidos = useServiciosOfrecidos(esSuperadmin && !empresaId ? null : empresaId);
  const codigosOfrecidos = useMemo(() => (ofrecidos.data ? new Set(ofrecidos.data.map((s) => s.codigo)) : null), [ofrecidos.data]);
  const servicios = useServiciosHr();
  const [busqueda, setBusqueda] = useState('');
  const [creando, setCreando] = useState(false);
  const [editando, setEditando] = useState<ServicioFila | null>(null);
  const [viendo, setViendo] = useState<ServicioFila | null>(null);
  const [cambiando, setCambiando] = useState<string | null>(null);

  const todos = servicios.data ?? [];
  const q = normalizarTexto(busqueda);
  const visibles = useMemo(() => (q ? (servicios.data ?? []).filter((s) => coincide(s, q)) : (servicios.data ?? [])), [servicios.data, q]);
  // The list, and what is built on it (the services a company may schedule with).
  const recargar = () => void invalidar('servicios-hr');
  const eliminacion = useEliminacion(
    (s: ServicioFila) => eliminarServicio(s.codigo),
    { exito: msg.eliminado, error: (e) => fmt(msg.errorEliminar, { message: mensajeDeError(e, DESCONOCIDO) }) },
    recargar,
  );

  const cambiarActivo = async (s: ServicioFila, activo: boolean) => {
    setCambiando(s.codigo);
    try {
      const { message } = await actualizarServicio(s.codigo, { configuracion: { activo }, version: s.version });
      toaster.create({ type: 'success', title: message || msg.actualizado });
      recargar();
    } catch (error) {
      toaster.create({ type: 'error', title: fmt(msg.errorActualizar, { message: mensajeDeError(error, DESCONOCIDO) }) });
    } finally {
      setCambiando(null);
    }
  };

  const ejecutar = (s: ServicioFila) =>
    void navigate(`/entrevistas?${new URLSearchParams({ programar: '1', servicioId: s.codigo }).toString()}`);

  const textoError = (error: unknown) => {
    const message = error instanceof Error && error.message ? error.message : DESCONOCIDO;
    return fmt(msg.errorCargando, { message });
  };

  const nuevo = (
    <Button colorPalette="brand" onClick={() => setCreando(true)}>
      <PlusIcon />
      Nuevo servicio
    </Button>
  );

  return (
    <PantallaLista
      titulo="Servicios HR"
      descripcion="Entrevistas y pruebas con expertos de IA que las empresas contratan."
      contador={{ total: todos.length, nombre: 'servicios' }}
      acciones={esSuperadmin ? nuevo : undefined}
      resumen={
        !esSuperadmin && (
          <Stack gap="6">
            {/* The company's own templates (D164): its admins make them from the platform's below. */}
            <PlantillasPropiasSeccion puedeEditar={user?.rol === 'admin'} />
            {/* The spec's notice is about the platform's templates listed below, not the company's own above
                (issue 65 item 8): a heading of its own says which, so it does not read as a «no» to «Crear plantilla». */}
            <Stack gap="2" as="section" aria-labelledby="plantillas-plataforma-titulo">
              <Heading as="h2" size="md" id="plantillas-plataforma-titulo">
                Plantillas de la plataforma
              </Heading>
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Description>
                  {msg.soloSuperAdmin}: las de la plataforma, que aparecen a continuación.
                  {user?.rol === 'admin' && ' Las de tu empresa las creas y editas arriba, en «Plantillas de tu empresa».'}
                </Alert.Description>
              </Alert.Root>
            </Stack>
          </Stack>
        )
      }
      busqueda={{
        etiqueta: 'Buscar servicios',
        placeholder: 'Buscar por nombre, código o descripción',
        valor: busqueda,
        onChange: setBusqueda,
      }}
      onActualizar={recargar}
      lista={listaDeLectura(servicios, visibles)}
      errorCarga={{ texto: textoError }}
      clave={(s) => s.codigo}
      render={(s) => (
        <ServicioCard
          servicio={s}
          puedeEditar={esSuperadmin}
          cambiandoActivo={cambiando === s.codigo}
          onVerDiseno={() => setViendo(s)}
          ofrecido={codigosOfrecidos ? codigosOfrecidos.has(s.codigo) : undefined}
          onEjecutar={() => ejecutar(s)}
          onEditar={() => setEditando(s)}
          onEliminar={() => eliminacion.pedir(s)}
          onCambiarActivo={(activo) => void cambiarActivo(s, activo)}
        />
      )}
      alturaEsqueleto="52"
      filtrando={!!q}
      sinCoincidencias={{ titulo: 'No se encontraron servicios', descripcion: 'Ningún servicio coincide con la búsqueda.' }}
      vacio={
        <ListaVacia
          icono={<BriefcaseIcon />}
          titulo="Todavía no hay servicios HR"
          descripcion={esSuperadmin ? 'Crea el primero con su diseño de entrevista.' : msg.soloSuperAdmin}
          accion={esSuperadmin ? nuevo : undefined}
        />
      }
    >
      {creando && <ServicioDialog onClose={() => setCreando(false)} onSaved={recargar} />}
      {editando && <ServicioDialog key={editando.codigo} servicio={editando} onClose={() => setEditando(null)} onSaved={recargar} />}
      {viendo && <DisenoDialog servicio={viendo} onClose={() => setViendo(null)} />}
      <ConfirmarEliminacion eliminacion={eliminacion} title="Eliminar servicio">
        {(s) => (
          <>
            Se eliminará {s.nombre} ({s.codigo}) con su diseño de entrevista. Las empresas dejarán de poder programarlo. Esta acción no se
            puede deshacer.
          </>
        )}
      </ConfirmarEliminacion>
    </PantallaLista>
  );
}
