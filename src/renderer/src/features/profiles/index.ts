export { ProfilesScreen } from './ProfilesScreen';
export { createProfilesStore, type ProfilesStore, type ProfilesState } from './profiles-store';
export { ProfilesStoreContext, useProfiles } from './profiles-store-context';
