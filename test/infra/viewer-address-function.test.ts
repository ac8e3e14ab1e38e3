// CloudFront's viewer-request function on `/api/*` (infra/aws/stacks/web-stack.ts) run as CloudFront
// runs it: its code alone, in a context with no Node globals, on the event CloudFront passes
// (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/functions-event-structure.html).
// It must write the viewer's address over anything the viewer sent under that name, and what it
// writes must be what the API's per-address limits count (functions/lib/http.ts direccionCliente).
import { runInNewContext } from 'node:vm';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { direccionCliente } from '../../functions/lib/http.js';
import { ORIGIN_VERIFY_HEADER } from '../../shared/constants.js';
import { VIEWER_ADDRESS_CODE, VIEWER_ADDRESS_HEADER } from '../../infra/aws/stacks/web-stack.js';

type Headers = Record<string, { value: string; multiValue?: { value: string }[] }>;
interface CfRequest {
  method: string;
  uri: string;
  headers: Headers;
  querystring: Record<string, unknown>;
  cookies: Record<string, unknown>;
}

const handler = runInNewContext(`${VIEWER_ADDRESS_CODE}; handler`, {}) as (event: unknown) => CfRequest;

/** A viewer-request event as CloudFront builds it (header names in lower case). */
function evento(ip: string, headers: Headers = {}) {
  return {
    version: '1.0',
    context: { eventType: 'viewer-request', distributionDomainName: 'd111111abcdef8.cloudfront.net' },
    viewer: { ip },
    request: {
      method: 'POST',
      uri: '/api/auth/login',
      querystring: {},
      headers: { host: { value: 'talentia.example' }, authorization: { value: 'Bearer x' }, ...headers },
      cookies: {},
    },
  };
}

/** What API Gateway hands the function after CloudFront forwarded the request (one value per header). */
function alApi(request: CfRequest, edge = '130.176.1.10'): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = { [ORIGIN_VERIFY_HEADER]: 'el-secreto-de-cloudfront' };
  for (const [k, v] of Object.entries(request.headers)) headers[k] = (v.multiValue ?? [v]).map((x) => x.value).join(',');
  return { headers, requestContext: { http: { sourceIp: edge } } } as unknown as APIGatewayProxyEventV2;
}

describe("CloudFront's viewer-address function", () => {
  it("writes the viewer's IP into the header and leaves the rest of the request as it was", () => {
    const request = handler(evento('203.0.113.7'));
    expect(request.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.7' });
    expect(request.uri).toBe('/api/auth/login');
    expect(request.headers.authorization).toEqual({ value: 'Bearer x' });
    expect(Object.keys(request.headers).sort()).toEqual(['authorization', 'host', VIEWER_ADDRESS_HEADER].sort());
  });

  it('replaces a value the viewer sent, several values included: nobody chooses the address', () => {
    const spoofed = handler(evento('203.0.113.7', { [VIEWER_ADDRESS_HEADER]: { value: 'spoofed' } }));
    expect(spoofed.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.7' });
    const varios = handler(
      evento('198.51.100.4', {
        [VIEWER_ADDRESS_HEADER]: { value: '192.0.2.1', multiValue: [{ value: '192.0.2.1' }, { value: '192.0.2.2' }] },
      }),
    );
    expect(varios.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '198.51.100.4' });
  });

  it('IPv6 viewers too', () => {
    expect(handler(evento('2001:db8:1:2::7')).headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '2001:db8:1:2::7' });
  });

  it('what it writes is what the API counts: two viewers behind one edge are two counters, a spoof is none', () => {
    const a = alApi(handler(evento('203.0.113.7', { [VIEWER_ADDRESS_HEADER]: { value: '192.0.2.99' } })));
    const b = alApi(handler(evento('203.0.113.8')));
    expect(direccionCliente(a)).toBe('203.0.113.7');
    expect(direccionCliente(b)).toBe('203.0.113.8');
    expect(direccionCliente(alApi(handler(evento('2001:db8:1:2::7'))))).toBe('2001:db8:1:2::/64');
  });
});
