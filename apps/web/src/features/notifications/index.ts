// What other features may use from notifications: the bell in the navigation bar.
export { NotificationBell } from './notification-bell';
