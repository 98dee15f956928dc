import type { Profile } from '../../../../src/shared/profile';

export const sandbox: Profile = {
  id: 'sandbox',
  name: 'Sandbox',
  baseUrl: 'http://127.0.0.1:4010',
  whitelabelHost: 'demo.example',
  kind: 'sandbox',
};

export const acme: Profile = {
  id: 'acme',
  name: 'Acme',
  baseUrl: 'https://api.acme.example',
  whitelabelHost: 'learn.acme.example',
  kind: 'live',
};
