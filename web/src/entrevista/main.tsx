// Entry of the candidate's page, web/entrevista.html (D85): React and the page, nothing of the
// logged-in app (no router, no Chakra, no session, no zod). CloudFront, the local servers and the
// bench serve that HTML for /entrevista/{token}, and for /mis-datos (D148: the candidate's own data).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { precargarEntrevista } from '../features/entrevista-publica/api/entrevista-publica';
import { EntrevistaPublicaPage, tokenConForma, tokenDeRuta } from '../features/entrevista-publica/entrevista-publica-page';
import { MisDatosPage } from '../features/entrevista-publica/mis-datos-page';

const misDatos = /^\/mis-datos\/?$/.test(window.location.pathname);

const token = tokenDeRuta(window.location.pathname);
// The page's one read starts now, not after React's first render.
if (!misDatos && tokenConForma(token)) precargarEntrevista(token);

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root');

createRoot(container).render(<StrictMode>{misDatos ? <MisDatosPage /> : <EntrevistaPublicaPage token={token} />}</StrictMode>);
