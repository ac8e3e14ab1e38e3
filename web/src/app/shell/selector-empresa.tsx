// The superadmin's company selector (spec part 1 §2.4, §4): the session's companies plus 'Todas las
// empresas' (the global dashboard). Switching sets the current company and goes to /dashboard.
import { NativeSelect } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { nombreEmpresa } from '@shared/empresa-etiquetas';

export const TODAS = '';

export function SelectorEmpresa() {
  const { empresas, empresaActual, setEmpresaActual } = useSession();
  const navigate = useNavigate();
  return (
    <NativeSelect.Root size="sm" width={{ base: '40', md: '56' }}>
      <NativeSelect.Field
        aria-label="Empresa actual"
        value={empresaActual?.id ?? TODAS}
        onChange={(e) => {
          const id = e.currentTarget.value;
          setEmpresaActual(id === TODAS ? null : (empresas.find((x) => x.id === id) ?? null));
          navigate('/dashboard');
        }}
      >
        <option value={TODAS}>Todas las empresas</option>
        {empresas.map((e) => (
          <option key={e.id} value={e.id}>
            {nombreEmpresa(e) || e.id}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
