import type admin from "#common/locales/de/admin";
import type aiEnergy from "#common/locales/de/ai-energy";
import type aiLogistics from "#common/locales/de/ai-logistics";
import type aiManufacturing from "#common/locales/de/ai-manufacturing";
import type aiRetail from "#common/locales/de/ai-retail";
import type aiUseCases from "#common/locales/de/ai-use-cases";
import type common from "#common/locales/de/common";
import type consent from "#common/locales/de/consent";
import type contact from "#common/locales/de/contact";
import type cookiePolicy from "#common/locales/de/cookie-policy";
import type digitalTransformation from "#common/locales/de/digital-transformation";
import type exit from "#common/locales/de/exit";
import type forms from "#common/locales/de/forms";
import type home from "#common/locales/de/home";
import type imprint from "#common/locales/de/imprint";
import type odooAms from "#common/locales/de/odoo-ams";
import type odooMigration from "#common/locales/de/odoo-migration";
import type postDeal from "#common/locales/de/post-deal";
import type preDeal from "#common/locales/de/pre-deal";
import type privacy from "#common/locales/de/privacy";
import type privateEquity from "#common/locales/de/private-equity";
import type sapContact from "#common/locales/de/sap-contact";
import type sapSolutions from "#common/locales/de/sap-solutions";
import type scheduling from "#common/locales/de/scheduling";
import type services from "#common/locales/de/services";
import type visionValues from "#common/locales/de/vision-values";
import type whyUs from "#common/locales/de/why-us";
import type { Messages } from "#common/locales/types";

/** Every namespace, typed from its German source; English files must match these shapes. */
export interface Resources {
  /** The back office's (admin/), which has i18next instances of its own (admin/lib/i18n.tsx). */
  admin: typeof admin;
  aiEnergy: typeof aiEnergy;
  aiLogistics: typeof aiLogistics;
  aiManufacturing: typeof aiManufacturing;
  aiRetail: typeof aiRetail;
  aiUseCases: typeof aiUseCases;
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
