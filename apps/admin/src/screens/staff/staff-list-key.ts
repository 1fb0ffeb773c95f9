/** The staff list's query key: every change on the screen reads the list again. */
export const staffListKey = ['adminStaff'] as const;
