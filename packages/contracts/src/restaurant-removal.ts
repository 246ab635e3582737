/** How many restaurants one POST /restaurant/job/remove-restaurants may remove (a page and more). */
export const MAX_RESTAURANTS_PER_REMOVAL = 50;
