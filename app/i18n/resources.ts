import type aiEnergy from "~/locales/de/ai-energy";
import type aiLogistics from "~/locales/de/ai-logistics";
import type aiManufacturing from "~/locales/de/ai-manufacturing";
import type aiRetail from "~/locales/de/ai-retail";
import type common from "~/locales/de/common";
import type consent from "~/locales/de/consent";
import type contact from "~/locales/de/contact";
import type cookiePolicy from "~/locales/de/cookie-policy";
import type digitalTransformation from "~/locales/de/digital-transformation";
import type exit from "~/locales/de/exit";
import type forms from "~/locales/de/forms";
import type home from "~/locales/de/home";
import type imprint from "~/locales/de/imprint";
import type odooAms from "~/locales/de/odoo-ams";
import type odooMigration from "~/locales/de/odoo-migration";
import type postDeal from "~/locales/de/post-deal";
import type preDeal from "~/locales/de/pre-deal";
import type privacy from "~/locales/de/privacy";
import type privateEquity from "~/locales/de/private-equity";
import type sapContact from "~/locales/de/sap-contact";
import type sapSolutions from "~/locales/de/sap-solutions";
import type scheduling from "~/locales/de/scheduling";
import type services from "~/locales/de/services";
import type visionValues from "~/locales/de/vision-values";
import type whyUs from "~/locales/de/why-us";
import type { Messages } from "./messages";

/** Every namespace, typed from its German source; English files must match these shapes. */
export interface Resources {
  aiEnergy: typeof aiEnergy;
  aiLogistics: typeof aiLogistics;
  aiManufacturing: typeof aiManufacturing;
  aiRetail: typeof aiRetail;
  common: typeof common;
  consent: typeof consent;
  contact: typeof contact;
  cookiePolicy: typeof cookiePolicy;
  digitalTransformation: typeof digitalTransformation;
  exit: typeof exit;
  forms: typeof forms;
  home: typeof home;
  imprint: typeof imprint;
  odooAms: typeof odooAms;
  odooMigration: typeof odooMigration;
  postDeal: typeof postDeal;
  preDeal: typeof preDeal;
  privacy: typeof privacy;
  privateEquity: typeof privateEquity;
  sapContact: typeof sapContact;
  sapSolutions: typeof sapSolutions;
  scheduling: typeof scheduling;
  services: typeof services;
  visionValues: typeof visionValues;
  whyUs: typeof whyUs;
}

export type Namespace = keyof Resources;
export type NamespaceMessages<NS extends Namespace> = Messages<Resources[NS]>;
