import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, type PermissionSessionLike } from '../../../src/main/app/electron/permissions';

type RequestHandler = Parameters<PermissionSessionLike['setPermissionRequestHandler']>[0];
type CheckHandler = Parameters<PermissionSessionLike['setPermissionCheckHandler']>[0];

function fakeSession(withDevices = true) {
  const handlers: { request?: RequestHandler; check?: CheckHandler; device?: (details: unknown) => boolean } =
    {};
  const session: PermissionSessionLike = {
    setPermissionRequestHandler: (handler) => void (handlers.request = handler),
    setPermissionCheckHandler: (handler) => void (handlers.check = handler),
    ...(withDevices
      ? { setDevicePermissionHandler: (handler: (d: unknown) => boolean) => void (handlers.device = handler) }
      : {}),
  };
  return { session, handlers };
}

// Every permission name Electron 39 passes to these handlers, and a few it may add later.
const permissions = [
  'clipboard-read',
  'clipboard-sanitized-write',
  'display-capture',
  'fileSystem',
  'fullscreen',
  'geolocation',
  'hid',
  'idle-detection',
  'keyboardLock',
  'media',
  'mediaKeySystem',
  'midi',
  'midiSysex',
  'notifications',
  'openExternal',
  'pointerLock',
  'serial',
  'speaker-selection',
  'storage-access',
  'top-level-storage-access',
  'usb',
  'window-management',
  'unknown',
  'something-new',
];

describe('denyAllPermissions', () => {
  it.each(permissions)('refuses a request for %s', (permission) => {
    const { session, handlers } = fakeSession();
    denyAllPermissions(session);
    const callback = vi.fn();
    handlers.request?.({}, permission, callback);
    expect(callback).toHaveBeenCalledExactlyOnceWith(false);
  });

  it.each(permissions)('answers no to a check for %s', (permission) => {
    const { session, handlers } = fakeSession();
    denyAllPermissions(session);
    expect(handlers.check?.({}, permission)).toBe(false);
    expect(handlers.check?.(null, permission)).toBe(false);
  });

  it('refuses every device (HID, USB, serial) when the session supports the device handler', () => {
    const { session, handlers } = fakeSession();
    denyAllPermissions(session);
    expect(handlers.request).toBeTypeOf('function');
    expect(handlers.check).toBeTypeOf('function');
    expect(handlers.device?.({ deviceType: 'usb', origin: 'file://' })).toBe(false);
  });

  it('still denies requests and checks on a session without a device handler', () => {
    const { session, handlers } = fakeSession(false);
    expect(() => denyAllPermissions(session)).not.toThrow();
    expect(handlers.check?.({}, 'media')).toBe(false);
  });
});
