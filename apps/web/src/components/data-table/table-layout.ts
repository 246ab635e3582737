/** The card layout's classes, by the screen's width (phones) or, with `fit`, by the list's own. */
export const LAYOUT = {
  phone: {
    section: '',
    scroller: 'sm:overflow-x-auto sm:rounded-2xl sm:bg-white sm:ring-1 sm:ring-stone-200',
    table: 'max-sm:block',
    head: 'max-sm:hidden',
    body: 'max-sm:flex max-sm:flex-col max-sm:gap-3',
    row: 'max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:rounded-2xl max-sm:border-0 max-sm:bg-white max-sm:p-4 max-sm:ring-1 max-sm:ring-stone-200',
    cell: 'max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-3 max-sm:p-0 max-sm:text-right',
    label:
      'max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-stone-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
    wide: '',
    sort: 'sm:hidden',
  },
  fit: {
    section: '@container',
    scroller: '@min-2xl:overflow-x-auto @min-2xl:rounded-2xl @min-2xl:bg-white @min-2xl:ring-1 @min-2xl:ring-stone-200',
    table: '@max-2xl:block',
    head: '@max-2xl:hidden',
    body: '@max-2xl:flex @max-2xl:flex-col @max-2xl:gap-3',
    row: '@max-2xl:flex @max-2xl:flex-col @max-2xl:gap-1 @max-2xl:rounded-2xl @max-2xl:border-0 @max-2xl:bg-white @max-2xl:p-4 @max-2xl:ring-1 @max-2xl:ring-stone-200',
    cell: '@max-2xl:flex @max-2xl:items-start @max-2xl:justify-between @max-2xl:gap-3 @max-2xl:p-0 @max-2xl:text-right',
    label:
      '@max-2xl:before:shrink-0 @max-2xl:before:text-left @max-2xl:before:text-xs @max-2xl:before:font-semibold @max-2xl:before:text-stone-600 @max-2xl:before:uppercase @max-2xl:before:content-[attr(data-label)]',
    wide: '@min-2xl:@max-4xl:hidden',
    sort: '@min-2xl:hidden',
  },
};
