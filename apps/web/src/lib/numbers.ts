// Counts as people in India write them: lakh and crore grouping (10,00,000), in both languages.
const indianGrouping = new Intl.NumberFormat('en-IN');

export const formatCount = (value: number): string => indianGrouping.format(value);
