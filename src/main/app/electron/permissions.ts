/**
 * The members of Electron's Session that grant web permissions. The device handler is optional so an
 * older or a fake session without it still gets the other two.
 */
export interface PermissionSessionLike {
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string) => boolean): void;
  setDevicePermissionHandler?(handler: (details: unknown) => boolean): void;
}

/**
 * The console needs no web permission (camera, microphone, notifications, geolocation, HID, USB, serial,
 * clipboard read, openExternal…): every request is refused and every check answers no.
 */
export function denyAllPermissions(session: PermissionSessionLike): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler?.(() => false);
}
