/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Plans_HeadingInputs */

const en_home_plans_heading = /** @type {(inputs: Home_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Your Plan`)
};

const de_home_plans_heading = /** @type {(inputs: Home_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie Ihren Tarif`)
};

const fr_home_plans_heading = /** @type {(inputs: Home_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre formule`)
};

const es_home_plans_heading = /** @type {(inputs: Home_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu plan`)
};

const pt_br2_home_plans_heading = /** @type {(inputs: Home_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha seu plano`)
};

const ja_home_plans_heading = /** @type {(inputs: Home_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プランを選ぶ`)
};

const ko_home_plans_heading = /** @type {(inputs: Home_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`요금제 선택`)
};

/**
* | output |
* | --- |
* | "Choose Your Plan" |
*
* @param {Home_Plans_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_plans_heading = /** @type {((inputs?: Home_Plans_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Plans_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_plans_heading(inputs)
	if (locale === "fr") return fr_home_plans_heading(inputs)
	if (locale === "es") return es_home_plans_heading(inputs)
	if (locale === "pt-BR") return pt_br2_home_plans_heading(inputs)
	if (locale === "ja") return ja_home_plans_heading(inputs)
	if (locale === "ko") return ko_home_plans_heading(inputs)
	return en_home_plans_heading(inputs)
});