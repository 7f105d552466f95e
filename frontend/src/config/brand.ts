export const BRAND_NAME = 'CourtCash';
export const TAGLINE = 'Turn Your Padel Skills Into Cash';
export const COPYRIGHT_YEAR = 2025;
export const SUPPORT_EMAIL = 'support@courtcash.app';
export const SUPPORT_PHONE = '+92 42 3578 1200';
export const OFFICE_ADDRESS = 'Office 12, Gulberg III, Lahore 54660, Pakistan';
