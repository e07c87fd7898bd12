import { dmsSandboxAdminEndpoints, dmsSandboxFaults, dmsSandboxFaultsPatch } from '../../contract/dms.ts';
import { errorResponses, type SandboxApp, type SandboxContext } from '../context.ts';

/** Sandbox-only admin endpoint for tests: read, change (only the fields given) and clear the fault switches. */
export function faultRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const path = dmsSandboxAdminEndpoints.faults;
  const config = { dmsSandboxAdmin: true };
  const tags = ['Sandbox faults', 'X-HIDDEN'];
  app.get(
    path,
    {
      config,
      schema: { tags, summary: 'Current fault switches', response: { 200: dmsSandboxFaults, ...errorResponses } },
    },
    async () => ctx.faults.current,
  );
  app.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'Change the given switches (null switches one off)',
        body: dmsSandboxFaultsPatch,
        response: { 200: dmsSandboxFaults, ...errorResponses },
      },
    },
    async (request) => ctx.faults.patch(request.body),
  );
  app.delete(
    path,
    { config, schema: { tags, summary: 'Every switch off', response: { 200: dmsSandboxFaults, ...errorResponses } } },
    async () => ctx.faults.reset(),
  );
}
