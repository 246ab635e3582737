/** Tickets show dates as the rest of the app does (SPEC.md section 9). */
export { useDateTimeFormat } from '../../../lib/date-format';
