// The SES client's region (D166): the Mail stack's region, SES_REGION, when infra sets it (a deploy in
// eu-south-2 sends through eu-west-1, where its identity and configuration set are); else the SDK's.
import { describe, expect, it } from 'vitest';
import { sesRegion } from './ses.js';

describe('sesRegion', () => {
  it("is SES_REGION when set, and left to the SDK (the function's region) when not", () => {
    expect(sesRegion({ SES_REGION: 'eu-west-1', AWS_REGION: 'eu-south-2' })).toEqual({ region: 'eu-west-1' });
    expect(sesRegion({ AWS_REGION: 'eu-south-2' })).toEqual({});
    expect(sesRegion({ SES_REGION: '' })).toEqual({});
  });
});
