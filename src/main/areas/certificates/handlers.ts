import type { certificateChannels } from '../../../shared/areas/certificates/channels';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { createCertificateService } from './certificates';

/** A member's certificates, the templates, and starting a certificate's generation. */
export function certificateHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof certificateChannels> {
  const certificates = createCertificateService(deps);
  return {
    'certificates.start': (input, { signal }) => certificates.start(input, signal),
    'certificates.templates': (input, { signal }) => certificates.templates(input, signal),
    'certificates.list': (input, { signal }) => certificates.list(input, signal),
  };
}
