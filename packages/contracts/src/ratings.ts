export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const RATING_COMMENT_MAX = 500;
