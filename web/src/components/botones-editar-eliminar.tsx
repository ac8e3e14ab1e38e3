// A card's «edit» and «delete» icon buttons, side by side, the delete one in red; each names what it
// acts on in its own words (its aria-label and tooltip, D126).
import { BotonIcono } from './boton-icono';
import { PencilIcon, TrashIcon } from './icons';

interface BotonesEditarEliminarProps {
  editar: string;
  eliminar: string;
  onEditar: () => void;
  onEliminar: () => void;
}

export function BotonesEditarEliminar({ editar, eliminar, onEditar, onEliminar }: BotonesEditarEliminarProps) {
  return (
    <>
      <BotonIcono size="sm" variant="ghost" aria-label={editar} onClick={onEditar}>
        <PencilIcon />
      </BotonIcono>
      <BotonIcono size="sm" variant="ghost" colorPalette="red" aria-label={eliminar} onClick={onEliminar}>
        <TrashIcon />
      </BotonIcono>
    </>
  );
}
