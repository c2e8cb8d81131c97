/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lead_OrganizationInputs */

const en_landing_lead_organization = /** @type {(inputs: Landing_Lead_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization`)
};

const de_landing_lead_organization = /** @type {(inputs: Landing_Lead_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation`)
};

const fr_landing_lead_organization = /** @type {(inputs: Landing_Lead_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation`)
};

const es_landing_lead_organization = /** @type {(inputs: Landing_Lead_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organización`)
};

const pt_br2_landing_lead_organization = /** @type {(inputs: Landing_Lead_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organização`)
};

const ja_landing_lead_organization = /** @type {(inputs: Landing_Lead_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`組織名`)
};

const ko_landing_lead_organization = /** @type {(inputs: Landing_Lead_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`조직`)
};

/**
* | output |
* | --- |
* | "Organization" |
*
* @param {Landing_Lead_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_organization = /** @type {((inputs?: Landing_Lead_OrganizationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_OrganizationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_organization(inputs)
	if (locale === "fr") return fr_landing_lead_organization(inputs)
	if (locale === "es") return es_landing_lead_organization(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_organization(inputs)
	if (locale === "ja") return ja_landing_lead_organization(inputs)
	if (locale === "ko") return ko_landing_lead_organization(inputs)
	return en_landing_lead_organization(inputs)
});