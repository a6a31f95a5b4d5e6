import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/lib/api-client.ts';
import {
  FALLBACK_BLOOD_COMPONENTS,
  FALLBACK_BLOOD_GROUPS,
  fetchBloodComponents,
  fetchBloodGroups,
} from '../src/lib/reference-data.ts';

afterEach(() => vi.unstubAllGlobals());

function clientAnswering(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  return { fetchMock, client: createApiClient({ fetch: fetchMock, getAccessToken: () => null }) };
}

describe('reference data', () => {
  it('has built-in fallbacks of eight groups and five components in their fixed order', () => {
    expect(FALLBACK_BLOOD_GROUPS.map((group) => group.group_name)).toEqual([
      'A+',
      'A-',
      'B+',
      'B-',
      'AB+',
      'AB-',
      'O+',
      'O-',
    ]);
    expect(FALLBACK_BLOOD_GROUPS.map((group) => group.blood_group_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(FALLBACK_BLOOD_COMPONENTS.map((component) => component.component_id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads the server lists from GET /api/public-data/...', async () => {
    const groups = clientAnswering({ status: 'success', data: [{ blood_group_id: 7, group_name: 'O+' }] });
    await expect(fetchBloodGroups(groups.client)).resolves.toEqual([{ blood_group_id: 7, group_name: 'O+' }]);
    expect(groups.fetchMock.mock.calls[0]?.[0]).toBe('/api/public-data/blood-groups');

    const components = clientAnswering({ status: 'success', data: [{ component_id: 3, component_name: 'Platelets' }] });
    await expect(fetchBloodComponents(components.client)).resolves.toEqual([
      { component_id: 3, component_name: 'Platelets' },
    ]);
    expect(components.fetchMock.mock.calls[0]?.[0]).toBe('/api/public-data/blood-components');
  });

  it('rejects an answer of the wrong shape, so the hook falls back', async () => {
    const { client } = clientAnswering({ status: 'success', data: [{ id: 1, name: 'A+' }] });
    await expect(fetchBloodGroups(client)).rejects.toThrow();
  });

  it('rejects an HTTP error, so the hook falls back', async () => {
    const { client } = clientAnswering({ status: 'error', message: 'Down', code: 'INTERNAL' }, 500);
    await expect(fetchBloodComponents(client)).rejects.toMatchObject({ status: 500 });
  });
});
