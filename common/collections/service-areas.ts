/**
 * The service areas an entry belongs to, each linked to its service page in the route table. There
 * is no page for AI as a whole: its area links to the services page, which presents the AI work
 * beside the ERP work (the four industry pages are examples of it).
 */
import type { PageId } from "../config/route-table";

export const serviceAreaPages = {
  sap: "sapSolutions",
  odoo: "odooAms",
  ai: "services",
  privateEquity: "privateEquity",
} as const satisfies Record<string, PageId>;

export type ServiceArea = keyof typeof serviceAreaPages;
export const serviceAreas = Object.keys(serviceAreaPages) as [ServiceArea, ...ServiceArea[]];
