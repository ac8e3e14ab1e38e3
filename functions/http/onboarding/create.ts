// POST /api/onboarding: one new company, its administrator, tenant, areas and trial subscription, all or nothing (D98).
import { onboarding as msg } from '../../../shared/messages.js';
import { onboardingCreate } from '../../../shared/routes/onboarding.js';
import { created, httpHandler } from '../../lib/http.js';
import { provisionar } from '../../lib/onboarding/provisionar.js';

export const handler = httpHandler(onboardingCreate, async ({ caller, body }) => created(await provisionar(caller, body), msg.completada));
