/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Valhallan_BenefitsInputs */

const en_landing_valhallan_benefits = /** @type {(inputs: Landing_Valhallan_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Program Benefits`)
};

const de_landing_valhallan_benefits = /** @type {(inputs: Landing_Valhallan_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorteile des Programms`)
};

const fr_landing_valhallan_benefits = /** @type {(inputs: Landing_Valhallan_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avantages du programme`)
};

const es_landing_valhallan_benefits = /** @type {(inputs: Landing_Valhallan_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ventajas del programa`)
};

const pt_br2_landing_valhallan_benefits = /** @type {(inputs: Landing_Valhallan_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vantagens do programa`)
};

const ja_landing_valhallan_benefits = /** @type {(inputs: Landing_Valhallan_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プログラムの特典`)
};

const ko_landing_valhallan_benefits = /** @type {(inputs: Landing_Valhallan_BenefitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`프로그램 혜택`)
};

/**
* | output |
* | --- |
* | "Program Benefits" |
*
* @param {Landing_Valhallan_BenefitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_valhallan_benefits = /** @type {((inputs?: Landing_Valhallan_BenefitsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Valhallan_BenefitsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_valhallan_benefits(inputs)
	if (locale === "fr") return fr_landing_valhallan_benefits(inputs)
	if (locale === "es") return es_landing_valhallan_benefits(inputs)
	if (locale === "pt-BR") return pt_br2_landing_valhallan_benefits(inputs)
	if (locale === "ja") return ja_landing_valhallan_benefits(inputs)
	if (locale === "ko") return ko_landing_valhallan_benefits(inputs)
	return en_landing_valhallan_benefits(inputs)
});