// Phone numbers by the company's country (issue 67 item 9, D209): one module reads what a person typed
// with the company's country as the default region and answers the number in E.164 (how it is stored) or
// a Spanish error naming the field and the country, and formats a stored number for display. The rules
// of each country are libphonenumber-js's (Google's libphonenumber metadata), never a regex of ours.
//
// Its "min" metadata (README, «"min" vs "max" vs "mobile" vs "core"»: ≈ 80 kB, ≈ 29 kB gzipped in a
// bundle): its `isValid()` checks the number's length and leading digits per country, which is what the
// forms need (the type — mobile, fixed — is not asked). That weight is why this module stays out of the
// public pages (the apply page and the candidate's page: the server answers their 400) and out of the
// shared schemas (every Lambda importing them would carry it): the services that store a phone import it,
// and the staff screens load it on demand to show one (web/src/shared/telefono-formateado.tsx).
import { getCountryCallingCode, ParseError, parsePhoneNumberWithError, type PhoneNumber } from 'libphonenumber-js/min';
import { fmt, telefonos as msg } from './messages.js';
import { PAISES, type CodigoPais } from './paises.js';

export type TelefonoNormalizado = { ok: true; e164: string } | { ok: false; error: string };

/**
 * The whole text as one number (README, «Strictness»: `extract: false`, so «612345678 por la tarde» is
 * no number rather than the digits found in it); undefined when it is none. A number written with + and
 * its own country code is read as that country's whatever the default (README, `defaultCountry`: «ignored
 * when parsing numbers written in international form»); one without + needs the default region.
 */
function leer(texto: string, pais: CodigoPais | null): PhoneNumber | undefined {
  try {
    return parsePhoneNumberWithError(texto, { ...(pais ? { defaultCountry: pais } : {}), extract: false });
  } catch (err) {
    if (err instanceof ParseError) return undefined;
    throw err;
  }
}

/**
 * A phone as typed → E.164 (`+525512345678`), read with the company's country as the default region:
 * a number as it is dialled in that country («55 1234 5678» in Mexico, «011 15-2345-6789» in Argentina)
 * or any country's with its prefix («+34 612 34 56 78»). An invalid one is the error to show, naming
 * the field (`campo`, «El teléfono» by default) and the country; with a country Talentia does not know
 * (null), only a number with its prefix can be read.
 */
export function normalizarTelefono(texto: string, pais: CodigoPais | null, campo: string = msg.campo): TelefonoNormalizado {
  const numero = leer(texto.trim(), pais);
  if (numero?.isValid()) return { ok: true, e164: numero.number };
  const error = pais
    ? fmt(msg.noValidoPais, { campo, pais: PAISES[pais].nombre, prefijo: getCountryCallingCode(pais) })
    : fmt(msg.noValidoInternacional, { campo });
  return { ok: false, error };
}

/**
 * A stored phone for display: a number of the company's own country as it is dialled there (national
 * format: «55 1234 5678», «011 15-2345-6789»), any other with its prefix (international format:
 * «+34 612 34 56 78»). A phone stored before the check (free text) that is no valid number is shown as
 * it was written.
 */
export function formatearTelefono(guardado: string, pais: CodigoPais | null): string {
  const numero = leer(guardado.trim(), pais);
  if (!numero?.isValid()) return guardado;
  return pais && numero.country === pais ? numero.formatNational() : numero.formatInternational();
}

/**
 * A stored phone as WhatsApp needs it (issue 68): the number in E.164 (read with the company's country, as it
 * was stored) and the country its calling code names (ISO 3166-1, any country: prices are per recipient's
 * country); null when it is no valid number.
 */
export function numeroInternacional(guardado: string, pais: CodigoPais | null): { e164: string; pais: string | null } | null {
  const numero = leer(guardado.trim(), pais);
  return numero?.isValid() ? { e164: numero.number, pais: numero.country ?? null } : null;
}
