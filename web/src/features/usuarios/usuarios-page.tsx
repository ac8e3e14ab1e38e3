// Usuarios (manage_users): the users of a company, with create, edit, (de)activate and delete.
// An admin manages its own company; the superadmin picks any company of the platform (by its
// search), starting on the header's current one.
import { useState } from 'react';
import { Alert, Button, Text } from '@chakra-ui/react';
import { auth as msgAuth, crud, fmt } from '@shared/messages';
import { PlusIcon, UsersIcon } from '../../components/icons';
import { etiquetaEmpresa } from '@shared/empresa-etiquetas';
import { CampoEmpresa } from '../../components/campo-empresa';
import { ListaVacia } from '../../components/lista-vacia';
import { PantallaLista } from '../../components/pantalla-lista';
import { toaster } from '../../components/toaster';
import { mensajeDeError } from '../../lib/form-errors';
import { type EmpresaResumen, useSession } from '../../lib/session';
import { type UsuarioFila, actualizarUsuario, useUsuarios } from './api/usuarios';
import { EditarUsuarioDialog } from './components/editar-usuario-dialog';
import { EliminarUsuarioDialog } from './components/eliminar-usuario-dialog';
import { NuevoUsuarioDialog } from './components/nuevo-usuario-dialog';
import { RestablecerSegundoFactorDialog } from './components/restablecer-segundo-factor-dialog';
import { UsuariosTable } from './components/usuarios-table';

export function UsuariosPage() {
  const { user, empresas, empresaActual } = useSession();
  const esSuperadmin = user?.rol === 'superadmin';
  const [empresa, setEmpresa] = useState<EmpresaResumen | null>(() => empresaActual ?? empresas[0] ?? null);
  const empresaId = esSuperadmin ? empresa?.id : undefined;
  const sinEmpresas = esSuperadmin && empresas.length === 0;

  const lista = useUsuarios(empresaId, { enabled: !sinEmpresas && (!esSuperadmin || !!empresaId) });
  const [creando, setCreando] = useState(false);
  const [editando, setEditando] = useState<UsuarioFila | null>(null);
  const [eliminando, setEliminando] = useState<UsuarioFila | null>(null);
  const [restableciendo, setRestableciendo] = useState<UsuarioFila | null>(null);
  const [cambiando, setCambiando] = useState<ReadonlySet<string>>(new Set());

  const recargar = () => void lista.mutate();

  const cambiarActivo = async (usuario: UsuarioFila, activo: boolean) => {
    setCambiando((ids) => new Set(ids).add(usuario.id));
    try {
      await actualizarUsuario(usuario.id, { activo });
      toaster.create({ type: 'success', title: msgAuth.usuarioActualizado });
      await lista.mutate();
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, fmt(crud.errorActualizar, { entidad: 'usuario' })) });
    } finally {
      setCambiando((ids) => {
        const next = new Set(ids);
        next.delete(usuario.id);
        return next;
      });
    }
  };

  const nuevo = (
    <Button colorPalette="brand" onClick={() => setCreando(true)}>
      <PlusIcon />
      Nuevo usuario
    </Button>
  );
  const total = lista.usuarios.length;

  return (
    <PantallaLista
      titulo="Usuarios"
      descripcion={
        esSuperadmin ? 'Las personas que acceden a Talentia en cada empresa.' : 'Las personas de tu empresa que acceden a Talentia.'
      }
      acciones={
        <>
          {esSuperadmin && !sinEmpresas && <CampoEmpresa value={empresa} onChange={setEmpresa} />}
          <Button colorPalette="brand" onClick={() => setCreando(true)} disabled={sinEmpresas} flexShrink="0">
            <PlusIcon />
            Nuevo usuario
          </Button>
        </>
      }
      onActualizar={recargar}
      lista={lista}
      errorCarga={{ titulo: 'No se pudieron cargar los usuarios' }}
      encabezado={
        <Text fontSize="sm" color="fg.muted">
          {total === 1 ? '1 usuario' : `${total} usuarios`}
          {lista.hayMas ? ' cargados' : ''}
        </Text>
      }
      disposicion="tabla"
      tabla={(usuarios) => (
        <UsuariosTable
          usuarios={usuarios}
          miId={user?.id}
          cambiando={cambiando}
          onEditar={setEditando}
          onEliminar={setEliminando}
          onCambiarActivo={cambiarActivo}
          onRestablecerSegundoFactor={esSuperadmin ? setRestableciendo : undefined}
        />
      )}
      vacio={
        sinEmpresas ? (
          <Alert.Root status="info" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>No hay empresas: crea una empresa primero</Alert.Title>
          </Alert.Root>
        ) : (
          <ListaVacia
            icono={<UsersIcon />}
            titulo="No hay usuarios"
            descripcion={empresa ? `${etiquetaEmpresa(empresa)} todavía no tiene usuarios.` : 'Todavía no hay usuarios en esta empresa.'}
            accion={nuevo}
          />
        )
      }
    >
      <NuevoUsuarioDialog open={creando} empresaId={empresaId} onClose={() => setCreando(false)} onCreated={recargar} />
      {editando && (
        <EditarUsuarioDialog
          key={editando.id}
          usuario={editando}
          esUnoMismo={editando.id === user?.id}
          onClose={() => setEditando(null)}
          onSaved={recargar}
        />
      )}
      {eliminando && (
        <EliminarUsuarioDialog key={eliminando.id} usuario={eliminando} onClose={() => setEliminando(null)} onDeleted={recargar} />
      )}
      {restableciendo && (
        <RestablecerSegundoFactorDialog
          key={restableciendo.id}
          usuario={restableciendo}
          empresaId={empresaId}
          onClose={() => setRestableciendo(null)}
        />
      )}
    </PantallaLista>
  );
}
