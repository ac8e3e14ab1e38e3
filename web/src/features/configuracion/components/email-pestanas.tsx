// The Email panel's four tabs (email-formulario.tsx): Servidor SMTP, Emails por Categoría, Plantillas
// and Avanzado, each marked when one of its fields holds an error.
import type { UseFormReturn } from 'react-hook-form';
import { Box, Tabs, Text } from '@chakra-ui/react';
import type { EmailConfigEntrada } from '@shared/schemas/email';
import { EmailAvanzadoTab } from './email-avanzado-tab';
import { EmailCategoriasTab } from './email-categorias-tab';
import { EmailPlantillasTab, type Seleccion } from './email-plantillas-tab';
import { EmailSmtpTab } from './email-smtp-tab';
import { type Contexto, PESTANAS, type Pestana, type Valores } from './email-valores';

const ETIQUETA_PESTANA: Record<Pestana, string> = {
  smtp: 'Servidor SMTP',
  emails: 'Emails por Categoría',
  plantillas: 'Plantillas',
  avanzado: 'Avanzado',
};

interface EmailPestanasProps {
  form: UseFormReturn<Valores, Contexto, EmailConfigEntrada>;
  /** The SMTP server as saved (the password field says whether one is kept). */
  guardado: Contexto;
  pestana: Pestana;
  onPestana: (pestana: Pestana) => void;
  /** The tabs holding an error. */
  conError: ReadonlySet<Pestana>;
  /** The template open in Plantillas. */
  seleccion: Seleccion;
  onSeleccion: (seleccion: Seleccion) => void;
  /** The templates holding an error ('categoria.id'). */
  plantillasConError: ReadonlySet<string>;
}

export function EmailPestanas({
  form,
  guardado,
  pestana,
  onPestana,
  conError,
  seleccion,
  onSeleccion,
  plantillasConError,
}: EmailPestanasProps) {
  return (
    <Tabs.Root value={pestana} onValueChange={(e) => onPestana(e.value as Pestana)} variant="line" lazyMount>
      <Tabs.List overflowX="auto" overflowY="hidden" maxW="full">
        {PESTANAS.map((valor) => (
          <Tabs.Trigger key={valor} value={valor} flexShrink="0">
            {ETIQUETA_PESTANA[valor]}
            {conError.has(valor) && (
              <>
                <Box as="span" color="red.fg" aria-hidden>
                  •
                </Box>
                <Text as="span" srOnly>
                  {' (con errores)'}
                </Text>
              </>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="smtp">
        <EmailSmtpTab form={form} guardado={guardado} />
      </Tabs.Content>
      <Tabs.Content value="emails">
        <EmailCategoriasTab form={form} />
      </Tabs.Content>
      <Tabs.Content value="plantillas">
        <EmailPlantillasTab form={form} seleccion={seleccion} onSeleccion={onSeleccion} conError={plantillasConError} />
      </Tabs.Content>
      <Tabs.Content value="avanzado">
        <EmailAvanzadoTab form={form} activa={pestana === 'avanzado'} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
