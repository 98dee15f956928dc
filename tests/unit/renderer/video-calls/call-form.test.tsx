import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  CreateCallFormFields,
  CreateCallInput,
  UpdateCallFormFields,
  UpdateCallInput,
} from '../../../../src/shared/areas/video-calls/channels';
import { ApiCallError } from '../../../../src/renderer/src/data/api';
import {
  createInput,
  initialCreateValues,
  toScheduleForm,
  updateInput,
} from '../../../../src/renderer/src/areas/video-calls/call-form';
import { useCallForm } from '../../../../src/renderer/src/areas/video-calls/use-call-form';

const MANGO = 'ae0000000000000000000001';
const start = () => initialCreateValues(Date.parse('2026-03-01T12:00:00Z'), 'Asia/Kolkata');

describe('call forms', () => {
  it('checks the title and Mangoes with the create input’s own messages', () => {
    const { result } = renderHook(() => useCallForm(CreateCallFormFields, start()));
    let passes = true;
    act(() => void (passes = result.current.passes()));
    expect(passes).toBe(false);
    const contract = CreateCallInput.safeParse({ title: ' ', mangoes: [] }).error?.issues ?? [];
    expect(result.current.errors).toEqual({
      title: contract.find((i) => i.path[0] === 'title')?.message,
      mangoes: contract.find((i) => i.path[0] === 'mangoes')?.message,
    });
    expect(result.current.errors.title).toBe('Enter a title');

    // Editing a field takes its message away; the other stays until it is edited too.
    act(() => result.current.change({ title: 'Clinic' }));
    expect(result.current.errors).toEqual({ mangoes: 'Pick at least one Mango' });
    act(() => result.current.change({ mangoes: [MANGO] }));
    act(() => void (passes = result.current.passes()));
    expect(passes).toBe(true);
    expect(result.current.values).toMatchObject({ title: 'Clinic', mangoes: [MANGO] });
  });

  it('puts a refusal’s field messages on the fields; a schedule edit clears the start time’s', () => {
    const { result } = renderHook(() => useCallForm(CreateCallFormFields, start()));
    const refusal = new ApiCallError({
      kind: 'http',
      message: 'Refused',
      details: { fields: { fromTime: 'Overlaps another call', mangoToSell: 'Not yours' } },
    } as never);
    act(() => result.current.refused(refusal));
    expect(result.current.errors).toEqual({ fromTime: 'Overlaps another call', mangoToSell: 'Not yours' });
    act(() => result.current.change({ duration: 45 }));
    expect(result.current.errors).toEqual({ mangoToSell: 'Not yours' });
    // Bridge validation issues are placed by path, the schedule's without its prefix.
    act(() =>
      result.current.refused(
        new ApiCallError({
          kind: 'validation',
          message: 'Invalid input',
          details: { issues: [{ path: 'schedule.startDate', message: 'Use YYYY-MM-DD' }] },
        } as never),
      ),
    );
    expect(result.current.errors.startDate).toBe('Use YYYY-MM-DD');
  });

  it('checks only the title when editing (no Mangoes picked keeps the stored ones)', () => {
    const { result } = renderHook(() => useCallForm(UpdateCallFormFields, { ...start(), title: '' }));
    act(() => void result.current.passes());
    expect(result.current.errors).toEqual({ title: 'Enter a title' });
  });

  it('builds create and update calls that the channel inputs accept', () => {
    const values = { ...start(), title: ' Clinic ', mangoes: [MANGO], meetingUrl: ' ', description: ' ' };
    const schedule = toScheduleForm(values);
    if (!schedule) throw new Error('the default schedule is in shape');
    const create = createInput(values, schedule);
    expect(create).not.toHaveProperty('meetingUrl');
    expect(create).not.toHaveProperty('description');
    expect(create.title).toBe('Clinic');
    expect(CreateCallInput.safeParse(create).success).toBe(true);

    const kept = updateInput('ca1100000000000000000001', { ...values, mangoes: [] }, null);
    expect(kept).not.toHaveProperty('mangoes');
    expect(kept).not.toHaveProperty('schedule');
    expect(UpdateCallInput.safeParse(kept).success).toBe(true);
    expect(updateInput('ca1100000000000000000001', values, schedule).schedule).toEqual(schedule);
  });
});
