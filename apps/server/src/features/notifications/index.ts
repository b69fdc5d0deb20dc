// What other features may use from notifications: writing notices when something happens.
export {
  addNotifications,
  notifyModeration,
  reportersBelowValidator,
  reportersOf,
} from './notifications.repository.js';
