/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Gizmo_BenefitsInputs */

const en_landing_gizmo_benefits = /** @type {(inputs: Landing_Gizmo_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership Benefits`)
};

const de_landing_gizmo_benefits = /** @type {(inputs: Landing_Gizmo_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorteile der Partnerschaft`)
};

const fr_landing_gizmo_benefits = /** @type {(inputs: Landing_Gizmo_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avantages du partenariat`)
};

const es_landing_gizmo_benefits = /** @type {(inputs: Landing_Gizmo_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ventajas de la alianza`)
};

const pt_br2_landing_gizmo_benefits = /** @type {(inputs: Landing_Gizmo_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vantagens da parceria`)
};

const ja_landing_gizmo_benefits = /** @type {(inputs: Landing_Gizmo_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パートナーシップの特典`)
};

const ko_landing_gizmo_benefits = /** @type {(inputs: Landing_Gizmo_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`파트너십 혜택`)
};

/**
* | output |
* | --- |
* | "Partnership Benefits" |
*
* @param {Landing_Gizmo_BenefitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_gizmo_benefits = /** @type {((inputs?: Landing_Gizmo_BenefitsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Gizmo_BenefitsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_gizmo_benefits(inputs)
	if (locale === "fr") return fr_landing_gizmo_benefits(inputs)
	if (locale === "es") return es_landing_gizmo_benefits(inputs)
	if (locale === "pt-BR") return pt_br2_landing_gizmo_benefits(inputs)
	if (locale === "ja") return ja_landing_gizmo_benefits(inputs)
	if (locale === "ko") return ko_landing_gizmo_benefits(inputs)
	return en_landing_gizmo_benefits(inputs)
});