/** Every query of the staff's restaurant screens starts with this key, so one change refreshes them all. */
export const restaurantDirectoryKey = ['restaurant-directory'] as const;
