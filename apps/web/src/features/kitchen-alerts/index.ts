/** What other features may use of `kitchen-alerts` (docs/decisions/024-web-feature-boundaries.md). */
export { KitchenAlerts } from './components/kitchen-alerts';
export { AlertDevicesContext, browserAlertDevices, type AlertDevices } from './lib/alert-devices';
