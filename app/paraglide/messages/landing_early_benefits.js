/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Early_BenefitsInputs */

const en_landing_early_benefits = /** @type {(inputs: Landing_Early_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early Access Benefits`)
};

const de_landing_early_benefits = /** @type {(inputs: Landing_Early_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorteile im Early Access`)
};

const fr_landing_early_benefits = /** @type {(inputs: Landing_Early_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avantages de l’accès anticipé`)
};

const es_landing_early_benefits = /** @type {(inputs: Landing_Early_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ventajas del acceso anticipado`)
};

const pt_br2_landing_early_benefits = /** @type {(inputs: Landing_Early_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vantagens do acesso antecipado`)
};

const ja_landing_early_benefits = /** @type {(inputs: Landing_Early_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アーリーアクセスの特典`)
};

const ko_landing_early_benefits = /** @type {(inputs: Landing_Early_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`얼리 액세스 혜택`)
};

/**
* | output |
* | --- |
* | "Early Access Benefits" |
*
* @param {Landing_Early_BenefitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_early_benefits = /** @type {((inputs?: Landing_Early_BenefitsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Early_BenefitsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_early_benefits(inputs)
	if (locale === "fr") return fr_landing_early_benefits(inputs)
	if (locale === "es") return es_landing_early_benefits(inputs)
	if (locale === "pt-BR") return pt_br2_landing_early_benefits(inputs)
	if (locale === "ja") return ja_landing_early_benefits(inputs)
	if (locale === "ko") return ko_landing_early_benefits(inputs)
	return en_landing_early_benefits(inputs)
});