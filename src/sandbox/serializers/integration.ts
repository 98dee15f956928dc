/**
 * Integration action answers. migrate-user (integration/migrate-user.json): success is `{code: 0, type: 'OK', message, result}`
 * with `result.phone` a STRING and `errorMessage` the string "None"; every failure is the 500 body
 * `{code: 500, type: 'InternalServerError', message, result: null}` (no statusMessage, no success).
 */
export function migrateSuccessJson(r: {
  name: string;
  email: string;
  phone: number;
  country: string;
  orderId: string;
  subscriptionId: string;
  userId: string;
}) {
  return {
    code: 0,
    type: 'OK',
    message: 'Successfully loaded data',
    result: {
      name: r.name,
      email: r.email,
      phone: String(r.phone),
      country: r.country,
      status: 'Success',
      orderId: r.orderId,
      subscriptionId: r.subscriptionId,
      userId: r.userId,
      errorMessage: 'None',
    },
  };
}

export const migrateFailureJson = (message: string) => ({
  code: 500,
  type: 'InternalServerError',
  message,
  result: null,
});

/** revoke-user's documented success (integration/revoke-user.json): `result` is the STRING "success". */
export const revokeSuccessJson = () => ({
  code: 0,
  type: 'OK',
  message: 'Successfully loaded data',
  result: 'success',
});
