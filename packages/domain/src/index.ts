export * from './dashboard-access';
