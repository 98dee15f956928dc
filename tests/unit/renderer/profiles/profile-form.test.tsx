import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ProfileFormInput } from '../../../../src/shared/areas/profiles/channels';
import { useContractForm } from '../../../../src/renderer/src/data/form';
import {
  changedFields,
  formRequest,
  initialValues,
  refusalOnFields,
  type FormValues,
} from '../../../../src/renderer/src/areas/profiles/profile-form';
import { TypedSecrets } from '../../../../src/renderer/src/areas/profiles/typed-secrets';
import { acme } from './fixtures';

function validate(values: Partial<FormValues>) {
  const { result } = renderHook(() =>
    useContractForm<FormValues>(ProfileFormInput, { initialValues: { ...initialValues(null), ...values } }),
  );
  act(() => void result.current.validate());
  return result.current.errors;
}

describe('the profile form', () => {
  it("shows the shared schemas' messages, the first one for each field", () => {
    expect(
      validate({ baseUrl: 'ftp://api.acme.example', whitelabelHost: 'https://learn.acme.example/' }),
    ).toEqual({
      name: 'Give the profile a name',
      baseUrl: 'Use https:// (plain http:// is only allowed for this machine)',
      whitelabelHost: 'Enter the host name only, without https://',
    });
  });

  it('takes an empty secret as "keep the stored one" and checks a typed one as main does', () => {
    const valid = { ...initialValues(acme) };
    expect(validate(valid)).toEqual({});
    expect(validate({ ...valid, accessToken: '   ' }).accessToken).toBe(
      'Enter a value or leave the field empty to keep the stored one',
    );
    expect(validate({ ...valid, apiKey: 'key\u200bpart' }).apiKey).toBe(
      'The token or key has an invisible character (U+200B) at position 4: paste it again.',
    );
  });

  it('answers the draft as main takes it and the typed secrets in a send-once envelope', () => {
    const { draft, secrets } = formRequest({
      name: ' Acme ',
      baseUrl: 'https://api.acme.example/',
      whitelabelHost: 'learn.acme.example',
      accessToken: ' tok ',
      apiKey: '',
    });
    expect(draft).toEqual({
      name: 'Acme',
      baseUrl: 'https://api.acme.example',
      whitelabelHost: 'learn.acme.example',
    });
    expect(JSON.stringify(secrets)).toBe('{}');
    expect(secrets.take()).toEqual({ accessToken: 'tok' });
    expect(secrets.take()).toEqual({});
    expect(new TypedSecrets({ accessToken: '', apiKey: 'k' }).take()).toEqual({ apiKey: 'k' });
  });

  it('sends only the fields that changed', () => {
    expect(changedFields(acme, { name: 'Acme', baseUrl: acme.baseUrl, whitelabelHost: 'x.example' })).toEqual(
      {
        whitelabelHost: 'x.example',
      },
    );
  });

  it("knows when main's refusal names one of its fields", () => {
    const onName = {
      kind: 'validation',
      message: 'Taken',
      details: { issues: [{ path: 'name', message: 'x' }] },
    };
    expect(refusalOnFields(onName as never)).toBe(true);
    const elsewhere = {
      kind: 'validation',
      message: 'Bad',
      details: { issues: [{ path: 'id', message: 'x' }] },
    };
    expect(refusalOnFields(elsewhere as never)).toBe(false);
    expect(refusalOnFields({ kind: 'storage', message: 'Disk full' })).toBe(false);
    expect(refusalOnFields(null)).toBe(false);
  });
});
