export { ProfilesScreen } from './ProfilesScreen';
