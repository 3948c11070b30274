import { site } from "#common/config/site";
import { consentNeededAttribute } from "~/lib/consent/consent-choice";
import { consentKey, consentMaxAgeMs } from "~/lib/consent/consent-store";

/**
 * Runs in <head> before the first paint: sets the attribute unless a valid record is stored (the
 * rule of `loadConsent`), so first-time visitors see the banner in the first paint, not only after
 * hydration, and returning visitors never see it. ConsentRoot keeps it current afterwards.
 */
export const consentNeededScript = `var c=null;try{c=JSON.parse(localStorage.getItem(${JSON.stringify(consentKey)}))}catch(e){}if(!(c&&c.essential===true&&(c.revision??1)>=${site.consentRevision}&&Date.now()-c.timestamp<=${consentMaxAgeMs}))document.documentElement.setAttribute(${JSON.stringify(consentNeededAttribute)},"")`;
