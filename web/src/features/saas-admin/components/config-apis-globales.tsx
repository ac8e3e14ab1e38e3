// 'Config APIs Globales' (D99; spec part 2 §2 "Empresas"): the platform's six AI provider keys in a
// dialog — the same cards as Configuración › APIs (web/src/components/claves-ia): masked keys, enabled
// state, new key, 'Guardar y probar' and 'Probar' against the provider.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { ClavesPlataformaCargadas } from '../../../components/claves-ia/claves-plataforma';
import { ReadOnlyDialog } from '../../../components/read-only-dialog';
import { KeyIcon } from '../../../components/icons';

export function ConfigApisGlobales() {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setAbierto(true)}>
        <KeyIcon />
        Config APIs Globales
      </Button>
      {abierto && (
        <ReadOnlyDialog
          title="Config APIs Globales"
          description="Claves de IA de la plataforma: se usan cuando una empresa no tiene la suya (o la suya falla). Se guardan cifradas; solo se muestran sus últimos 4 caracteres."
          size="xl"
          bodyLabel="Claves de los proveedores de IA"
          onClose={() => setAbierto(false)}
        >
          <ClavesPlataformaCargadas columnas={1} />
        </ReadOnlyDialog>
      )}
    </>
  );
}
