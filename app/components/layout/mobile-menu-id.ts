/** The mobile menu's dialog (./mobile-menu.tsx), which the header's button (./mobile-nav.tsx) opens. */
export const mobileMenuId = "mobile-menu";
