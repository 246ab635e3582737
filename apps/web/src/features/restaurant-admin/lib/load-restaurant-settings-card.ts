/** The restaurant's settings card, in its own chunk: only a restaurant account's profile shows it. */
export const loadRestaurantSettingsCard = () => import('../components/restaurant-settings-card');
