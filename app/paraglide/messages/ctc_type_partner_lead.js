/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_Type_Partner_LeadInputs */

const en_ctc_type_partner_lead = /** @type {(inputs: Ctc_Type_Partner_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner lead`)
};

const de_ctc_type_partner_lead = /** @type {(inputs: Ctc_Type_Partner_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner-Lead`)
};

const fr_ctc_type_partner_lead = /** @type {(inputs: Ctc_Type_Partner_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prospect partenaire`)
};

const es_ctc_type_partner_lead = /** @type {(inputs: Ctc_Type_Partner_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Socio potencial`)
};

const pt_br2_ctc_type_partner_lead = /** @type {(inputs: Ctc_Type_Partner_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lead de parceiro`)
};

const ja_ctc_type_partner_lead = /** @type {(inputs: Ctc_Type_Partner_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パートナー候補`)
};

const ko_ctc_type_partner_lead = /** @type {(inputs: Ctc_Type_Partner_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`파트너 리드`)
};

/**
* | output |
* | --- |
* | "Partner lead" |
*
* @param {Ctc_Type_Partner_LeadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_type_partner_lead = /** @type {((inputs?: Ctc_Type_Partner_LeadInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_Type_Partner_LeadInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_type_partner_lead(inputs)
	if (locale === "fr") return fr_ctc_type_partner_lead(inputs)
	if (locale === "es") return es_ctc_type_partner_lead(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_type_partner_lead(inputs)
	if (locale === "ja") return ja_ctc_type_partner_lead(inputs)
	if (locale === "ko") return ko_ctc_type_partner_lead(inputs)
	return en_ctc_type_partner_lead(inputs)
});