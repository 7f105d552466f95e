/**
 * Where paid play is not offered unless RESTRICTED_REGIONS says otherwise. US states where paid
 * skill contests are banned or unsettled, as the large skill-game operators (Skillz, WorldWinner)
 * list them in their terms: Arizona, Arkansas, Connecticut, Delaware, Louisiana, Montana,
 * South Carolina, South Dakota and Tennessee. Failing closed: an operator's counsel removes a
 * region, never has to remember to add one. See docs/decisions/eligibility.md.
 */
export const DEFAULT_RESTRICTED_REGIONS: readonly string[] = [
  'US-AZ',
  'US-AR',
  'US-CT',
  'US-DE',
  'US-LA',
  'US-MT',
  'US-SC',
  'US-SD',
  'US-TN',
];
