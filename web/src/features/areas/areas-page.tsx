// Áreas (part 1 §2.8): the areas of a company as cards, with 'Nueva Área', edit and delete. Company
// users see their own company's areas; the superadmin works on the session's current company.
import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { areas as msgAreas } from '@shared/messages';
import { tienePermiso } from '@shared/permissions';
import { BuildingIcon, LayersIcon, PlusIcon } from '../../components/icons';
import { etiquetaEmpresa } from '@shared/empresa-etiquetas';
import { CampoEmpresa } from '../../components/campo-empresa';
import { ListaVacia } from '../../components/lista-vacia';
import { PantallaLista } from '../../components/pantalla-lista';
import { listaDeLectura } from '../../components/pantalla-lista-cuerpo';
import { useSession } from '../../lib/session';
import { type AreaFila, useAreas } from './api/areas';
import { AreaCard } from './components/area-card';
import { AreaDialog } from './components/area-dialog';
import { EliminarAreaDialog } from './components/eliminar-area-dialog';

export function AreasPage() {
  const { user, empresas, empresaActual, setEmpresaActual } = useSession();
  const esSuperadmin = user?.rol === 'superadmin';
  const puedeGestionar = !!user && tienePermiso(user.rol, user.activo !== false, 'manage_areas');
  const empresaId = esSuperadmin ? empresaActual?.id : undefined;
  const sinEmpresa = esSuperadmin && !empresaId;

  const lista = useAreas(empresaId, { enabled: !sinEmpresa });
  const [dialogo, setDialogo] = useState<{ area?: AreaFila } | null>(null);
  const [eliminando, setEliminando] = useState<AreaFila | null>(null);
  const recargar = () => void lista.mutate();

  const areas = lista.data ?? [];
  const activas = areas.filter((a) => a.activo !== false).length;

  const nuevaArea = puedeGestionar && !sinEmpresa && (
    <Button colorPalette="brand" onClick={() => setDialogo({})} flexShrink="0">
      <PlusIcon />
      Nueva Área
    </Button>
  );

  return (
    <PantallaLista
      titulo="Áreas"
      descripcion={
        !esSuperadmin
          ? 'Las áreas de tu empresa en las que se clasifican los candidatos.'
          : empresaActual
            ? `Las áreas de ${etiquetaEmpresa(empresaActual)} en las que se clasifican los candidatos.`
            : 'Las áreas de cada empresa en las que se clasifican los candidatos.'
      }
      acciones={
        <>
          {esSuperadmin && empresas.length > 0 && (
            <CampoEmpresa value={empresaActual} onChange={setEmpresaActual} placeholder="Selecciona una empresa" />
          )}
          {nuevaArea}
        </>
      }
      onActualizar={recargar}
      lista={listaDeLectura(lista)}
      errorCarga={{ titulo: 'No se pudieron cargar las áreas' }}
      encabezado={
        <Text fontSize="sm" color="fg.muted">
          {areas.length === 1 ? '1 área' : `${areas.length} áreas`} · {activas === 1 ? '1 activa' : `${activas} activas`}
        </Text>
      }
      clave={(area) => area.id}
      render={(area) => (
        <AreaCard area={area} puedeGestionar={puedeGestionar} onEditar={(a) => setDialogo({ area: a })} onEliminar={setEliminando} />
      )}
      columnas={{ base: 1, md: 2, lg: 3 }}
      alturaEsqueleto="36"
      vacio={
        sinEmpresa ? (
          <ListaVacia
            icono={<BuildingIcon />}
            titulo={msgAreas.seleccionaEmpresa}
            descripcion={
              empresas.length > 0
                ? 'Elige la empresa cuyas áreas quieres ver.'
                : 'Todavía no hay empresas: crea una en la pantalla Empresas.'
            }
          />
        ) : (
          <ListaVacia
            icono={<LayersIcon />}
            titulo="No hay áreas configuradas"
            descripcion="Crea áreas como Tecnología o Ventas para organizar a los candidatos."
            accion={nuevaArea}
          />
        )
      }
    >
      {dialogo && (
        <AreaDialog
          key={dialogo.area?.id ?? 'nueva'}
          area={dialogo.area}
          empresaId={empresaId}
          onClose={() => setDialogo(null)}
          onSaved={recargar}
        />
      )}
      {eliminando && <EliminarAreaDialog key={eliminando.id} area={eliminando} onClose={() => setEliminando(null)} onDeleted={recargar} />}
    </PantallaLista>
  );
}
