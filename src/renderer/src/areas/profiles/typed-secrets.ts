/** Secrets as typed into the form. */
export interface SecretInput {
  accessToken?: string | undefined;
  apiKey?: string | undefined;
}

/**
 * The secrets typed with a profile, handed to main exactly once: `take()` answers them and empties the
 * envelope, so whatever keeps the request afterwards (a mutation's state, a retry) holds no secret.
 */
export class TypedSecrets {
  #values: { accessToken?: string; apiKey?: string };

  constructor(values: SecretInput) {
    this.#values = {
      ...(values.accessToken ? { accessToken: values.accessToken } : {}),
      ...(values.apiKey ? { apiKey: values.apiKey } : {}),
    };
  }

  take(): { accessToken?: string; apiKey?: string } {
    const values = this.#values;
    this.#values = {};
    return values;
  }
}
