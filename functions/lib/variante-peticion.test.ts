// The candidate's messages from the server in the company's Spanish (D215): marked once, resolved by the
// request's variant; a request that knows no company answers Spain's, with no mark left.
import { describe, expect, it } from 'vitest';
import { misDatos, publico, retencion } from '../../shared/messages.js';
import { TEXTOS_EQUIDAD } from '../../shared/equidad.js';
import { ConflictError, ValidationError } from './errors.js';
import { errorResponse } from './http.js';
import { conVariante, enSuVariante, hablarComoEmpresa, hablarComoEmpresaDe, hablarEn, varianteActual } from './variante-peticion.js';

const cuerpo = (r: { body?: string }) => JSON.parse(r.body ?? '{}') as { message: string; details?: Array<{ msg: string }> };

describe('the request’s Spanish', () => {
  it('reads a few messages in usted and in voseo', () => {
    expect(cuerpo(errorResponse(new ConflictError(publico.avisoCambiado), 'usted')).message).toBe(
      'El aviso ha cambiado desde que lo abrió: vuelva a leerlo y acéptelo',
    );
    expect(cuerpo(errorResponse(new ConflictError(publico.avisoCambiado), 'vos')).message).toBe(
      'El aviso ha cambiado desde que lo abriste: volvé a leerlo y aceptalo',
    );
    const e = new ValidationError(publico.transcripcionFallida, [{ campo: 'audioId', msg: publico.transcripcionFallida }]);
    for (const r of [cuerpo(errorResponse(e, 'usted'))]) {
      expect(r.message).toBe('No se ha podido transcribir la grabación. Escriba su respuesta o vuelva a intentarlo.');
      expect(r.details?.[0]?.msg).toBe(r.message);
    }
    expect(cuerpo(errorResponse(new ConflictError(misDatos.accesoCaducado), 'vos')).message).toBe(
      'Tu acceso a «Mis datos» ha caducado. Solicitá un enlace nuevo.',
    );
  });

  it('answers Spain’s Spanish, with no mark, where no company is known', () => {
    const r = cuerpo(errorResponse(new ConflictError(publico.noDisponible)));
    expect(r.message).toBe(
      'Este enlace de entrevista no es válido o ya no está disponible. Si crees que es un error, escribe a la empresa que te invitó.',
    );
  });

  it('takes the variant of the company the request learns, and only inside the request', async () => {
    hablarEn('usted');
    expect(await varianteActual()).toBe('es');
    const mexicana = conVariante(async () => {
      hablarComoEmpresa({ direccion: { pais: 'México' } });
      return await varianteActual();
    });
    const argentina = conVariante(async () => {
      // Known by its id only: read when a message needs it, once.
      let lecturas = 0;
      hablarComoEmpresaDe(async () => (lecturas++, { direccion: { pais: 'Argentina' } }));
      expect(await enSuVariante('Sin marcas', varianteActual)).toBe('Sin marcas');
      expect(lecturas).toBe(0);
      const v = await varianteActual();
      await varianteActual();
      expect(lecturas).toBe(1);
      return v;
    });
    expect(await Promise.all([mexicana.run, argentina.run])).toEqual(['usted', 'vos']);
    expect([await mexicana.variante(), await argentina.variante()]).toEqual(['usted', 'vos']);
    expect(await conVariante(async () => undefined).variante()).toBe('es');
  });

  it('the confirmations read in the variant too', async () => {
    const { enVariante } = await import('../../shared/espanol.js');
    expect(enVariante(TEXTOS_EQUIDAD.gracias, 'usted')).toBe(
      'Gracias: sus respuestas se guardan aparte de su entrevista y solo cuentan en recuentos',
    );
    expect(enVariante(retencion.conservarGuardado, 'usted')).toBe(
      'Guardado: {empresa} podrá tenerle en cuenta en futuros procesos. Puede retirarlo desde «Mis datos».',
    );
    expect(enVariante(retencion.conservarGuardado, 'vos')).toBe(
      'Guardado: {empresa} podrá tenerte en cuenta en futuros procesos. Podés retirarlo desde «Mis datos».',
    );
  });
});
