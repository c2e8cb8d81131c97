/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_PartnershipInputs */

const en_landing_partnership = /** @type {(inputs: Landing_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership`)
};

const de_landing_partnership = /** @type {(inputs: Landing_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnerschaft`)
};

const fr_landing_partnership = /** @type {(inputs: Landing_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partenariat`)
};

const es_landing_partnership = /** @type {(inputs: Landing_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alianza`)
};

const pt_br2_landing_partnership = /** @type {(inputs: Landing_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parceria`)
};

const ja_landing_partnership = /** @type {(inputs: Landing_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パートナーシップ`)
};

const ko_landing_partnership = /** @type {(inputs: Landing_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`파트너십`)
};

/**
* | output |
* | --- |
* | "Partnership" |
*
* @param {Landing_PartnershipInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_partnership = /** @type {((inputs?: Landing_PartnershipInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_PartnershipInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_partnership(inputs)
	if (locale === "fr") return fr_landing_partnership(inputs)
	if (locale === "es") return es_landing_partnership(inputs)
	if (locale === "pt-BR") return pt_br2_landing_partnership(inputs)
	if (locale === "ja") return ja_landing_partnership(inputs)
	if (locale === "ko") return ko_landing_partnership(inputs)
	return en_landing_partnership(inputs)
});