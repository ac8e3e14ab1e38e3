// The superadmin's 'Empresa' picker above a company's list (Usuarios, Áreas): any company of the
// platform, found by its search (BuscadorEmpresa; D123), shown by name once chosen.
import { Box } from '@chakra-ui/react';
import type { EmpresaResumen } from '../lib/session';
import { BuscadorEmpresa } from './buscador-empresa';

interface CampoEmpresaProps {
  value: EmpresaResumen | null | undefined;
  onChange: (empresa: EmpresaResumen) => void;
  /** What it says while none is chosen. */
  placeholder?: string;
}

export function CampoEmpresa({ value, onChange, placeholder }: CampoEmpresaProps) {
  return (
    <Box minW={{ base: 'full', sm: '64' }}>
      <BuscadorEmpresa
        etiqueta="Empresa"
        etiquetaVisible
        value={value ?? null}
        placeholder={placeholder}
        onChange={(empresa) => {
          if (empresa) onChange(empresa);
        }}
      />
    </Box>
  );
}
