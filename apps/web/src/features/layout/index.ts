// What other features may use from layout: the brand and the language switch.
export { LanguageSwitch } from './language-switch';
export { Brand } from './navbar';
