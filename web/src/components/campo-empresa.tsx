// The superadmin's 'Empresa' picker above a company's list (Usuarios, Áreas): the session's
// companies by name, and an empty first option while none is chosen when `placeholder` is given.
import { Field, NativeSelect } from '@chakra-ui/react';
import { etiquetaEmpresa } from '@shared/empresa-etiquetas';
import type { EmpresaResumen } from '../lib/session';

interface CampoEmpresaProps {
  empresas: EmpresaResumen[];
  value: string | null | undefined;
  onChange: (empresaId: string) => void;
  placeholder?: string;
}

export function CampoEmpresa({ empresas, value, onChange, placeholder }: CampoEmpresaProps) {
  return (
    <Field.Root minW={{ base: 'full', sm: '64' }}>
      <Field.Label>Empresa</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field bg="bg" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)}>
          {placeholder && !value && <option value="">{placeholder}</option>}
          {empresas.map((e) => (
            <option key={e.id} value={e.id}>
              {etiquetaEmpresa(e)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
