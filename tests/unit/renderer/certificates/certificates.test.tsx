import { afterEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import {
  useCertificateList,
  useStartCertificate,
} from '../../../../src/renderer/src/areas/certificates/queries';
import { certificatesViews } from '../../../../src/renderer/src/areas/certificates/view-store';
import { failure, fakeBridge } from '../fake-bridge';
import { renderAreaHook } from '../render-area-hook';

afterEach(() => certificatesViews.store.setState({}, true));

const member = 'fa0000000000000000000001';
const mango = 'ab0000000000000000000001';

describe('a member’s certificates', () => {
  it('reads nothing before asked, then the filter asked; the same filter again reads again', async () => {
    const bridge = fakeBridge({
      'certificates.list': (input) => ({ records: [{ _id: 'r', mango: (input.mangoes as string[])?.[0] }] }),
    });
    const { result } = renderAreaHook(() => useCertificateList(), bridge);
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.shownFor).toBeNull();

    act(() => result.current.show({ userId: member, mangoes: [] }));
    await waitFor(() => expect(result.current.data?.records).toHaveLength(1));
    act(() => result.current.show({ userId: member, mangoes: [] }));
    act(() => result.current.show({ userId: member, mangoes: [mango] }));
    await waitFor(() => expect(result.current.data?.records[0]?.mango).toBe(mango));
    expect(result.current.shownFor).toEqual({ userId: member, mangoes: [mango] });
    await waitFor(() => expect(bridge.callsTo('certificates.list')).toHaveLength(3));
    expect(bridge.callsTo('certificates.list')[2]).toEqual({
      profileId: 'p1',
      userId: member,
      mangoes: [mango],
    });
  });

  it('says why a list was refused', async () => {
    const bridge = fakeBridge({ 'certificates.list': () => failure({ status: 404, message: 'no member' }) });
    const { result } = renderAreaHook(() => useCertificateList(), bridge);
    act(() => result.current.show({ userId: member, certificateId: mango, mangoes: [] }));
    await waitFor(() => expect(result.current.appError?.message).toBe('no member'));
    expect(bridge.callsTo('certificates.list')).toEqual([
      { profileId: 'p1', userId: member, certificateId: mango },
    ]);
  });
});

describe('start generation', () => {
  it('keeps the service’s answer for the profile until the next request, which may be refused', async () => {
    let refuse = false;
    const bridge = fakeBridge({
      'certificates.start': () =>
        refuse
          ? failure({ message: 'only certificates created for your Mangoes' })
          : { message: 'Started', requestedAt: 't' },
    });
    const first = renderAreaHook(() => useStartCertificate(), bridge);
    act(() => first.result.current.start({ certificateId: mango, fanId: member }));
    await waitFor(() => expect(first.result.current.started?.message).toBe('Started'));
    expect(bridge.callsTo('certificates.start')).toEqual([
      { profileId: 'p1', certificateId: mango, fanId: member },
    ]);

    // Leaving the screen and coming back still shows it.
    first.unmount();
    const again = renderAreaHook(() => useStartCertificate(), bridge, first.client);
    expect(again.result.current.started?.message).toBe('Started');

    refuse = true;
    act(() => again.result.current.start({ certificateId: mango, fanId: member }));
    expect(again.result.current.started).toBeNull();
    await waitFor(() => expect(again.result.current.appError?.message).toMatch(/your Mangoes/));
    expect(again.result.current.started).toBeNull();
  });
});
