// What other features may use from account: the account menu in the navigation bar.
export { UserMenu } from './user-menu';
