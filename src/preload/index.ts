import { contextBridge, ipcRenderer } from 'electron';
import { exposeApi } from './expose';

// Electron preload: the bridge table over IPC. Only this file touches ipcRenderer/contextBridge.
exposeApi(contextBridge, ipcRenderer);
